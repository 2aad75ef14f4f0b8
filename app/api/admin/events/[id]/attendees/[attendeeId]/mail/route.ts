// POST /api/admin/events/{id}/attendees/{attendeeId}/mail {kind} — one of a ticket holder's mails
// again, now (202); 503 without SMTP
import { z } from "zod";
import { ApiError, readJson } from "@/lib/api/errors";
import { withAdmin } from "@/lib/auth/guard";
import { resendMail } from "@/lib/events/attendees";
import { attendeeMailSchema } from "@/lib/validations/events";

const ids = z.object({ id: z.uuid(), attendeeId: z.uuid() });

export const POST = withAdmin<{ id: string; attendeeId: string }>(async (req, { params }) => {
  const parsed = ids.safeParse(await params);
  if (!parsed.success) throw new ApiError("not_found", 404, "No such ticket holder");
  const input = await readJson(req, attendeeMailSchema, 1024);
  const queued = await resendMail(parsed.data.id, parsed.data.attendeeId, input);
  return Response.json(queued, { status: 202 });
});
