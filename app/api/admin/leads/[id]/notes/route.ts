// POST /api/admin/leads/{id}/notes — add a note ({body}) to a lead; it joins the lead's history
import { z } from "zod";
import { ApiError, readJson } from "@/lib/api/errors";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { noteLead } from "@/lib/leads/work";
import { leadNoteSchema } from "@/lib/validations/lead-changes";

const idParam = z.uuid();

export const POST = withAdmin<{ id: string }>(async (req, { params, user }) => {
  const id = idParam.safeParse((await params).id);
  if (!id.success) throw new ApiError("not_found", 404, "No such lead");
  const input = await readJson(req, leadNoteSchema, 16 * 1024);
  const note = await noteLead(id.data, input, user, requestMeta(req));
  return Response.json({ note }, { status: 201 });
});
