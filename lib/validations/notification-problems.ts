// The admin's view of deliveries that failed or are being retried, and the retry of one.
import { z } from "zod";
import { OUTBOX_CHANNELS } from "./notification-payload";

export const notificationRetrySchema = z.object({
  id: z.uuid({ error: "No such undelivered notification" }),
});

/** GET /api/admin/notifications: deliveries that failed for good or are still being retried. */
export const notificationProblemsSchema = z.object({
  problems: z.array(
    z.object({
      id: z.string(),
      event: z.string(),
      channel: z.enum(OUTBOX_CHANNELS),
      lead_id: z.string().nullable(),
      lead_name: z.string().nullable(),
      attempts: z.number(),
      error: z.string().nullable(),
      next_attempt_at: z.string(),
      failed: z.boolean(),
      created_at: z.string(),
    }),
  ),
});
export type NotificationProblems = z.output<typeof notificationProblemsSchema>;
