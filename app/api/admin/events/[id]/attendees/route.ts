// GET /api/admin/events/{id}/attendees — ticket holders, counts, revenue, mail states (?format=csv)
// POST /api/admin/events/{id}/attendees {email, name?, ticket_id} — a guest ticket; 409 if held
import { z } from "zod";
import { site } from "@/config/site";
import { ApiError, readJson } from "@/lib/api/errors";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { datedCsvFilename, toCsv } from "@/lib/csv";
import { listAttendees } from "@/lib/db/queries/attendee-list";
import { getEventById } from "@/lib/db/queries/events";
import { ATTENDEE_STATUSES } from "@/lib/db/schema";
import { addGuest } from "@/lib/events/attendees";
import { localDate } from "@/lib/utils/local-date";
import { guestSchema } from "@/lib/validations/events";

const idParam = z.uuid();

async function eventOf(params: Promise<{ id: string }>) {
  const id = idParam.safeParse((await params).id);
  const event = id.success ? await getEventById(id.data) : null;
  if (!event) throw new ApiError("not_found", 404, "Event not found");
  return event;
}

const stamp = (iso: string | null | undefined) => iso ?? "";

export const GET = withAdmin<{ id: string }>(async (req, { params }) => {
  const event = await eventOf(params);
  const rows = await listAttendees(event.id);
  if (new URL(req.url).searchParams.get("format") === "csv") {
    const csv = toCsv(
      [
        "Name",
        "Email",
        "Ticket",
        "Amount",
        "Currency",
        "Status",
        "Guest",
        "Bought At",
        "Confirmation Sent",
        "Access Mail Sent",
        "Reminder Sent",
        "Recording Sent",
        "Attended At",
        // The registration questions, one column each, with each person's answer.
        ...event.questions,
      ],
      rows.map((a) => [
        a.name,
        a.email,
        a.ticketName,
        (a.amountCents / 100).toFixed(2),
        a.currency.toUpperCase(),
        a.status,
        a.guest ? "yes" : "no",
        a.createdAt.toISOString(),
        stamp(a.mail.confirmation?.sent_at),
        stamp(a.mail.access?.sent_at),
        stamp(a.mail.reminder?.sent_at),
        stamp(a.mail.recording?.sent_at),
        a.attendedAt?.toISOString() ?? "",
        ...event.questions.map((q) => a.answers.find((x) => x.question === q)?.answer ?? ""),
      ]),
    );
    const name = datedCsvFilename(`attendees-${event.slug}`, localDate(new Date(), site.timeZone));
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${name}"`,
        "Cache-Control": "private, no-store",
      },
    });
  }
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
        guest: a.guest,
        stripe_session_id: a.stripeSessionId,
        lead_id: a.leadId,
        created_at: a.createdAt.toISOString(),
        refunded_at: a.refundedAt?.toISOString() ?? null,
        review_reason: a.reviewReason,
        answers: a.answers,
        attended_at: a.attendedAt?.toISOString() ?? null,
        offered_at: a.offeredAt?.toISOString() ?? null,
        cancelled_at: a.cancelledAt?.toISOString() ?? null,
        mail: a.mail,
      })),
      counts: Object.fromEntries(
        ATTENDEE_STATUSES.map((s) => [s, rows.filter((a) => a.status === s).length]),
      ),
      revenue_cents: revenue,
      capacity: event.capacity,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});

export const POST = withAdmin<{ id: string }>(async (req, { params, user }) => {
  const event = await eventOf(params);
  const input = await readJson(req, guestSchema, 4096);
  const attendee = await addGuest(event.id, input, user, requestMeta(req));
  return Response.json({ attendee }, { status: 201 });
});
