// GET /api/admin/leads/{id} — one lead: details, the server's proposed qualification with reasons, every visit's conversation, notes and history
// PATCH /api/admin/leads/{id} — the owner sets its status, qualification or follow-up ({follow_up_at: "YYYY-MM-DD" | time | null}), or marks the visitor's request for a person answered
import { z } from "zod";
import { ApiError, readJson } from "@/lib/api/errors";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { leadDetail } from "@/lib/leads/detail";
import { assertLeadInScope } from "@/lib/leads/scope";
import { changeLead } from "@/lib/leads/work";
import { leadUpdateSchema } from "@/lib/validations/lead-changes";

const idParam = z.uuid();

async function leadId(params: Promise<{ id: string }>) {
  const id = idParam.safeParse((await params).id);
  if (!id.success) throw new ApiError("not_found", 404, "No such lead");
  return id.data;
}

export const GET = withAdmin<{ id: string }>(async (_req, { params, user }) => {
  const id = await leadId(params);
  await assertLeadInScope(user, id);
  const body = await leadDetail(id);
  if (!body) throw new ApiError("not_found", 404, "No such lead");
  return Response.json(body);
});

export const PATCH = withAdmin<{ id: string }>(async (req, { params, user }) => {
  const id = await leadId(params);
  const change = await readJson(req, leadUpdateSchema, 4096);
  return Response.json({ lead: await changeLead(id, change, user, requestMeta(req)) });
});
