// POST /api/admin/leads/{id}/draft-reply {channel?: "email" | "chat"} — a reply for the admin to
// edit and send: {subject, body, ai} (ai false: a template, with a notice saying why). Sends nothing.
import { z } from "zod";
import { ApiError, readJson } from "@/lib/api/errors";
import { withAdmin } from "@/lib/auth/guard";
import { draftReply } from "@/lib/leads/draft-reply";
import { enforce } from "@/lib/rate-limit";

const idParam = z.uuid();
const bodySchema = z.object({
  channel: z.enum(["email", "chat"], { error: "channel must be email or chat" }).default("email"),
});
// Each draft is a model call: a steady hand, not a loop.
const LIMIT = { name: "draft-reply", max: 20, windowMs: 10 * 60_000 };

export const POST = withAdmin<{ id: string }>(async (req, { params, user }) => {
  const id = idParam.safeParse((await params).id);
  if (!id.success) throw new ApiError("not_found", 404, "No such lead");
  const { channel } = await readJson(req, bodySchema, 1024);
  await enforce(LIMIT, `admin:${user.id}`);
  return Response.json(await draftReply(id.data, user, channel), {
    headers: { "Cache-Control": "no-store" },
  });
});
