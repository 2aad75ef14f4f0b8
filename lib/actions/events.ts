// The event editor's server actions: create, change, read back and delete an event; the same
// lib functions as the JSON API (lib/events/manage.ts), which audit and refresh the pages.
"use server";

import { ApiError } from "@/lib/api/errors";
import { adminAction } from "@/lib/auth/action";
import { getEventById } from "@/lib/db/queries/events";
import { createEvent, deleteEvent, serializeEvent, updateEvent } from "@/lib/events/manage";
import { eventCreateSchema, eventIdSchema, eventPatchActionSchema } from "@/lib/validations/events";

export const createEventAction = adminAction(eventCreateSchema, async (input, { user, meta }) =>
  serializeEvent(await createEvent(input, user, meta)),
);

export const updateEventAction = adminAction(
  eventPatchActionSchema,
  async ({ eventId, patch }, { user, meta }) =>
    serializeEvent(await updateEvent(eventId, patch, user, meta)),
);

export const loadEventAction = adminAction(eventIdSchema, async ({ eventId }) => {
  const event = await getEventById(eventId);
  if (!event) throw new ApiError("not_found", 404, "Event not found");
  return serializeEvent(event);
});

export const deleteEventAction = adminAction(eventIdSchema, ({ eventId }, { user, meta }) =>
  deleteEvent(eventId, user, meta),
);
