// POST /api/admin/events/{id}/attendees/{attendeeId}/review {decision} — accept or decline a held checkout
import { z } from "zod";
import { ApiError, readJson } from "@/lib/api/errors";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { reviewPayment } from "@/lib/events/attendees";
import { paymentReviewSchema } from "@/lib/validations/events";

const ids = z.object({ id: z.uuid(), attendeeId: z.uuid() });

export const POST = withAdmin<{ id: string; attendeeId: string }>(async (req, { params, user }) => {
  const parsed = ids.safeParse(await params);
  if (!parsed.success) throw new ApiError("not_found", 404, "No such checkout");
  const input = await readJson(req, paymentReviewSchema, 1024);
  const attendee = await reviewPayment(
    parsed.data.id,
    parsed.data.attendeeId,
    input,
    user,
    requestMeta(req),
  );
  return Response.json({ attendee });
});
