// GET /api/admin/leads/{id} — one lead: details, the server's proposed qualification with reasons, every visit's conversation, notes and history
// PATCH /api/admin/leads/{id} — the owner sets its status, qualification or follow-up ({follow_up_at: "YYYY-MM-DD" | time | null}), or marks the visitor's request for a person answered
import { z } from "zod";
import { ApiError, readJson } from "@/lib/api/errors";
import { audit, requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { updateLead } from "@/lib/db/queries/inbox";
import { getSummaryById } from "@/lib/db/queries/summaries";
import { leadDetail } from "@/lib/leads/detail";
import { summaryToWire } from "@/lib/leads/wire";
import { agencyToday, followUpInstant } from "@/lib/rules/follow-up";
import { leadUpdateSchema } from "@/lib/validations/summaries";

const idParam = z.uuid();

async function leadId(params: Promise<{ id: string }>) {
  const id = idParam.safeParse((await params).id);
  if (!id.success) throw new ApiError("not_found", 404, "No such lead");
  return id.data;
}

/** A day (due at 9 a.m. in the agency's calendar, today or later) or an exact time. */
function followUpOf(value: string | null | undefined): Date | null | undefined {
  if (value === null || value === undefined) return value;
  if (value.includes("T")) return new Date(value);
  if (value < agencyToday().today) {
    throw new ApiError("bad_request", 400, "follow_up_at must be today or a later day");
  }
  return followUpInstant(value);
}

export const GET = withAdmin<{ id: string }>(async (_req, { params }) => {
  const body = await leadDetail(await leadId(params));
  if (!body) throw new ApiError("not_found", 404, "No such lead");
  return Response.json(body);
});

export const PATCH = withAdmin<{ id: string }>(async (req, { params, user }) => {
  const id = await leadId(params);
  const { handoff_answered, follow_up_at, ...change } = await readJson(req, leadUpdateSchema, 4096);
  const changes = await updateLead({
    id,
    ...change,
    handoffAnswered: handoff_answered,
    followUpAt: followUpOf(follow_up_at),
    actor: user.name || user.email,
  });
  if (changes === null) throw new ApiError("not_found", 404, "No such lead");
  if (changes.length > 0) {
    await audit(requestMeta(req), { action: "lead_changed", user, details: { lead: id, changes } });
  }
  const row = await getSummaryById({ id });
  if (!row) throw new ApiError("not_found", 404, "No such lead");
  return Response.json({ lead: summaryToWire(row) });
});
