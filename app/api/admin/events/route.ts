// GET /api/admin/events — every event, newest first, with its tickets' Stripe references
// POST /api/admin/events — an admin creates an event (201 {event})
import { readJson } from "@/lib/api/errors";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { listEventsForAdmin } from "@/lib/db/queries/events";
import { createEvent, serializeEvent } from "@/lib/events/manage";
import { EVENT_LIMITS, eventCreateSchema } from "@/lib/validations/events";

const MAX_BYTES = EVENT_LIMITS.body * 4 + 64 * 1024;

export const GET = withAdmin(async () => {
  const events = await listEventsForAdmin();
  return Response.json(
    { events: events.map(serializeEvent) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});

export const POST = withAdmin(async (req, { user }) => {
  const input = await readJson(req, eventCreateSchema, MAX_BYTES);
  const event = await createEvent(input, user, requestMeta(req));
  return Response.json({ event: serializeEvent(event) }, { status: 201 });
});
