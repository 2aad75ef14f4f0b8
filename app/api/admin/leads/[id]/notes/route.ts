// POST /api/admin/leads/{id}/notes — add a note ({body}) to a lead; it joins the lead's history
import { z } from "zod";
import { ApiError, readJson } from "@/lib/api/errors";
import { audit, requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { addLeadNote } from "@/lib/db/queries/inbox";
import { leadNoteSchema } from "@/lib/validations/summaries";

const idParam = z.uuid();

export const POST = withAdmin<{ id: string }>(async (req, { params, user }) => {
  const id = idParam.safeParse((await params).id);
  if (!id.success) throw new ApiError("not_found", 404, "No such lead");
  const { body } = await readJson(req, leadNoteSchema, 16 * 1024);
  const author = user.name || user.email;
  const note = await addLeadNote({ leadId: id.data, authorId: user.id, authorName: author, body });
  if (!note) throw new ApiError("not_found", 404, "No such lead");
  await audit(requestMeta(req), {
    action: "lead_changed",
    user,
    details: { lead: id.data, note: true },
  });
  return Response.json(
    { note: { id: note.id, author, body, created_at: note.createdAt.toISOString() } },
    { status: 201 },
  );
});
