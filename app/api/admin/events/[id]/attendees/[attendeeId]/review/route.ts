// POST /api/admin/events/{id}/attendees/{attendeeId}/review {decision} — accept or decline a held checkout
import { z } from "zod";
import { site } from "@/config/site";
import { ApiError, readJson } from "@/lib/api/errors";
import { audit, requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { expireTags } from "@/lib/content/cache";
import { CONTENT_TAGS } from "@/lib/content/cache-tags";
import { decideReview } from "@/lib/db/queries/attendees";
import { getEventById } from "@/lib/db/queries/events";
import { deliverAfterResponse } from "@/lib/notify/deliver";
import { canSendMail } from "@/lib/notify/mail";
import { localDate } from "@/lib/utils/local-date";
import { paymentReviewSchema } from "@/lib/validations/events";

const ids = z.object({ id: z.uuid(), attendeeId: z.uuid() });

export const POST = withAdmin<{ id: string; attendeeId: string }>(async (req, { params, user }) => {
  const parsed = ids.safeParse(await params);
  if (!parsed.success) throw new ApiError("not_found", 404, "No such checkout");
  const { decision } = await readJson(req, paymentReviewSchema, 1024);
  const attendee = await decideReview({
    eventId: parsed.data.id,
    attendeeId: parsed.data.attendeeId,
    accept: decision === "accept",
    interactionDate: localDate(new Date(), site.timeZone),
    mail: canSendMail(),
  });
  if (!attendee) throw new ApiError("not_found", 404, "No checkout of this event waits for review");
  const event = await getEventById(parsed.data.id);
  await audit(requestMeta(req), {
    action: "content_updated",
    user,
    details: { kind: "event_payment_review", decision, slug: event?.slug, attendee: attendee.id },
  });
  if (decision === "accept") {
    deliverAfterResponse();
    if (event?.capacity) expireTags([CONTENT_TAGS.event(event.slug), CONTENT_TAGS.eventLists]);
  }
  return Response.json({ attendee: { id: attendee.id, status: attendee.status } });
});
