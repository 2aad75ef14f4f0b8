// POST /api/admin/events/{id}/attendees/{attendeeId}/mail {kind} — sends a ticket holder's
// confirmation, access or recording mail again, now (202); 503 without SMTP
import { z } from "zod";
import { ApiError, readJson } from "@/lib/api/errors";
import { withAdmin } from "@/lib/auth/guard";
import { resendAttendeeMail } from "@/lib/db/queries/attendees";
import { deliverAfterResponse } from "@/lib/notify/deliver";
import { canSendMail } from "@/lib/notify/mail";
import { ATTENDEE_MAILS } from "@/lib/rules/attendee-mail";

const ids = z.object({ id: z.uuid(), attendeeId: z.uuid() });
const body = z.strictObject({
  kind: z.enum(ATTENDEE_MAILS, { error: "kind must be confirmation, access or recording" }),
});

export const POST = withAdmin<{ id: string; attendeeId: string }>(async (req, { params }) => {
  const parsed = ids.safeParse(await params);
  if (!parsed.success) throw new ApiError("not_found", 404, "No such ticket holder");
  const { kind } = await readJson(req, body, 1024);
  if (!canSendMail()) {
    throw new ApiError("service_unavailable", 503, "Email is not set up (SMTP_URL).");
  }
  const id = await resendAttendeeMail(parsed.data.id, parsed.data.attendeeId, kind);
  if (!id) throw new ApiError("not_found", 404, "No such ticket holder with a paid ticket");
  deliverAfterResponse();
  return Response.json({ queued: id }, { status: 202 });
});
