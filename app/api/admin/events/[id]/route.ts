// GET /api/admin/events/{id} — one event, its meeting address included
// PATCH /api/admin/events/{id} — changes any of its fields (409 when changed since if_unmodified_since)
// DELETE /api/admin/events/{id} — 204
import { z } from "zod";
import { ApiError, readJson } from "@/lib/api/errors";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { getEventById } from "@/lib/db/queries/events";
import { deleteEvent, serializeEvent, updateEvent } from "@/lib/events/manage";
import { EVENT_LIMITS, eventPatchSchema } from "@/lib/validations/events";

const MAX_BYTES = EVENT_LIMITS.body * 4 + 64 * 1024;
const idParam = z.uuid();

async function eventId(params: Promise<{ id: string }>) {
  const id = idParam.safeParse((await params).id);
  if (!id.success) throw new ApiError("not_found", 404, "Event not found");
  return id.data;
}

export const GET = withAdmin<{ id: string }>(async (_req, { params }) => {
  const event = await getEventById(await eventId(params));
  if (!event) throw new ApiError("not_found", 404, "Event not found");
  return Response.json(
    { event: serializeEvent(event) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});

export const PATCH = withAdmin<{ id: string }>(async (req, { params, user }) => {
  const id = await eventId(params);
  const patch = await readJson(req, eventPatchSchema, MAX_BYTES);
  const event = await updateEvent(id, patch, user, requestMeta(req));
  return Response.json({ event: serializeEvent(event) });
});

export const DELETE = withAdmin<{ id: string }>(async (req, { params, user }) => {
  await deleteEvent(await eventId(params), user, requestMeta(req));
  return new Response(null, { status: 204 });
});
