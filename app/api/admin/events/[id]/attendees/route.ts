// GET /api/admin/events/{id}/attendees — the event's ticket holders, paid and refunded counts,
// and revenue per currency (paid tickets only)
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { withAdmin } from "@/lib/auth/guard";
import { listAttendees } from "@/lib/db/queries/attendees";
import { getEventById } from "@/lib/db/queries/events";

const idParam = z.uuid();

export const GET = withAdmin<{ id: string }>(async (_req, { params }) => {
  const id = idParam.safeParse((await params).id);
  const event = id.success ? await getEventById(id.data) : null;
  if (!event) throw new ApiError("not_found", 404, "Event not found");
  const rows = await listAttendees(event.id);
  const revenue: Record<string, number> = {};
  for (const a of rows) {
    if (a.status === "paid") revenue[a.currency] = (revenue[a.currency] ?? 0) + a.amountCents;
  }
  return Response.json(
    {
      attendees: rows.map((a) => ({
        id: a.id,
        name: a.name,
        email: a.email,
        ticket_id: a.ticketId,
        ticket_name: a.ticketName,
        amount_cents: a.amountCents,
        currency: a.currency,
        status: a.status,
        stripe_session_id: a.stripeSessionId,
        lead_id: a.leadId,
        created_at: a.createdAt.toISOString(),
        refunded_at: a.refundedAt?.toISOString() ?? null,
      })),
      counts: {
        paid: rows.filter((a) => a.status === "paid").length,
        refunded: rows.filter((a) => a.status === "refunded").length,
      },
      revenue_cents: revenue,
      capacity: event.capacity,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
