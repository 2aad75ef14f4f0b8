// POST /api/admin/leads/{id}/messages — a person's reply in the lead's chat ({text}): 201 with the
// stored message; the visitor's open chat shows it, and the assistant steps back.
import { z } from "zod";
import { ApiError, readJson } from "@/lib/api/errors";
import { withAdmin } from "@/lib/auth/guard";
import { replyLive } from "@/lib/live/conversation";
import { agentMessageSchema } from "@/lib/validations/live";

const idParam = z.uuid();

export const POST = withAdmin<{ id: string }>(async (req, { params, user }) => {
  const id = idParam.safeParse((await params).id);
  if (!id.success) throw new ApiError("not_found", 404, "No such lead");
  const { text, ai_drafted } = await readJson(req, agentMessageSchema, 16 * 1024);
  const message = await replyLive(id.data, text, user, ai_drafted);
  return Response.json({ message }, { status: 201 });
});
