// A Stripe refund: its tickets give their seats back and their unsent mail goes.
import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "../client";
import { eventAttendees, stripeRefunds } from "../schema";
import { dropPendingMails } from "./attendee-mail";
import { lockPayment } from "./attendee-purchase";

/** Marks a refunded payment's tickets refunded (once) and drops their unsent mail; the refund is
 * remembered, so a purchase delivered after it is recorded refunded. Answers the events whose
 * seats came free. */
export async function markRefunded(paymentIntentId: string): Promise<string[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockPayment(tx, paymentIntentId);
    await tx.insert(stripeRefunds).values({ paymentIntentId }).onConflictDoNothing();
    const rows = await tx
      .update(eventAttendees)
      .set({ status: "refunded", refundedAt: new Date() })
      .where(
        and(
          eq(eventAttendees.paymentIntentId, paymentIntentId),
          inArray(eventAttendees.status, ["paid", "review", "declined"]),
        ),
      )
      .returning({ id: eventAttendees.id, eventId: eventAttendees.eventId });
    await dropPendingMails(
      tx,
      rows.map((r) => r.id),
    );
    return rows.map((r) => r.eventId);
  });
}
