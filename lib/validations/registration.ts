// A visitor's registration for a free seat (or the waitlist), and the owner's attendance marks.
import { z } from "zod";
import { emailAddress, safeText } from "@/lib/validations/common";

/** What every registration is answered, whatever happened (no oracle). */
export const REGISTERED_MESSAGE = "Thanks! Check your inbox: we've emailed you what happens next.";

/** POST /api/events/{slug}/register. Answers follow the event's questions, in order. */
export const registrationSchema = z.strictObject({
  name: safeText("name", 100, { min: 1 }),
  email: emailAddress("email"),
  ticket_id: z.string({ error: "ticket_id must be text" }).max(40).optional(),
  answers: z
    .array(safeText("answer", 1000), { error: "answers must be a list" })
    .max(3, "answers: at most 3")
    .default([]),
});
export type RegistrationInput = z.output<typeof registrationSchema>;

/** PATCH /api/admin/events/{id}/attendees/{attendeeId}: was this seat holder there. */
export const attendancePatchSchema = z.strictObject({
  attended: z.boolean({ error: "attended must be true or false" }),
});

const ofEvent = { eventId: z.uuid({ error: "No such event" }) };
const ofAttendee = { ...ofEvent, attendeeId: z.uuid({ error: "No such ticket holder" }) };
export const attendanceActionSchema = attendancePatchSchema.extend(ofAttendee);
export const markAllActionSchema = z.object(ofEvent);
export const removeAttendeeActionSchema = z.object(ofAttendee);
