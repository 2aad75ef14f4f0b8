// The event page's changes to its ticket holders, as server actions (lib/auth/action.ts): the
// same lib functions as the JSON API, checked, validated and audited alike.
"use server";

import { adminAction } from "@/lib/auth/action";
import {
  addGuest,
  markEveryoneAttended,
  removeAttendee,
  resendMail,
  reviewPayment,
  setAttendance,
} from "@/lib/events/attendees";
import {
  attendeeMailActionSchema,
  guestActionSchema,
  paymentReviewActionSchema,
} from "@/lib/validations/events";
import {
  attendanceActionSchema,
  markAllActionSchema,
  removeAttendeeActionSchema,
} from "@/lib/validations/registration";

export const addGuestAction = adminAction(
  guestActionSchema,
  ({ eventId, ...guest }, { user, meta }) => addGuest(eventId, guest, user, meta),
);

export const resendMailAction = adminAction(
  attendeeMailActionSchema,
  ({ eventId, attendeeId, ...input }) => resendMail(eventId, attendeeId, input),
);

export const reviewPaymentAction = adminAction(
  paymentReviewActionSchema,
  ({ eventId, attendeeId, ...input }, { user, meta }) =>
    reviewPayment(eventId, attendeeId, input, user, meta),
);

export const attendanceAction = adminAction(
  attendanceActionSchema,
  ({ eventId, attendeeId, attended }) => setAttendance(eventId, attendeeId, attended),
);

export const markAllAttendedAction = adminAction(markAllActionSchema, ({ eventId }) =>
  markEveryoneAttended(eventId),
);

export const removeAttendeeAction = adminAction(
  removeAttendeeActionSchema,
  ({ eventId, attendeeId }, { user, meta }) => removeAttendee(eventId, attendeeId, user, meta),
);
