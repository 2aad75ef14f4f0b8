// The newsletter's subscribers: confirmation tokens kept as hashes and used once, and the way out.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { NewsletterMailPayload } from "@/lib/validations/notification-payload";
import { type Database, getDb } from "../client";
import { newsletterSubscribers, notificationOutbox } from "../schema";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(24).toString("base64url");

/** A confirmation link not used within this long no longer works. */
export const CONFIRM_VALID_MS = 7 * 86_400_000;
/** Another subscribe of a pending address sends the mail again only after this long. */
const RESEND_AFTER_MS = 10 * 60_000;

async function queueConfirmation(tx: Tx, subscriberId: string, now: Date) {
  const token = newToken();
  await tx
    .update(newsletterSubscribers)
    .set({ confirmTokenHash: hashToken(token), confirmSentAt: now })
    .where(eq(newsletterSubscribers.id, subscriberId));
  const payload: NewsletterMailPayload = {
    event: "newsletter.confirm",
    subscriber_id: subscriberId,
    token,
  };
  await tx.insert(notificationOutbox).values({
    leadId: null,
    event: payload.event,
    channel: "email",
    payload,
  });
}

// A new, unsubscribed or long-pending address is sent a confirmation; answers whether one was
// queued.
export async function requestSubscription({
  email,
  source,
  now = new Date(),
}: {
  email: string;
  source: string | null;
  now?: Date;
}): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newsletterSubscribers)
      .values({ email, source, unsubscribeToken: newToken(), createdAt: now })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    if (created) {
      await queueConfirmation(tx, created.id, now);
      return true;
    }
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .for("update");
    if (!row || row.status === "confirmed") return false;
    if (
      row.status === "pending" &&
      row.confirmSentAt &&
      now.getTime() - row.confirmSentAt.getTime() < RESEND_AFTER_MS
    ) {
      return false;
    }
    if (row.status === "unsubscribed") {
      await tx
        .update(newsletterSubscribers)
        .set({ status: "pending", unsubscribedAt: null, source: source ?? row.source })
        .where(eq(newsletterSubscribers.id, row.id));
    }
    await queueConfirmation(tx, row.id, now);
    return true;
  });
}

/** Confirms the subscription a link's token belongs to; null when it is unknown, used or old. */
export async function confirmSubscription(token: string, now = new Date()) {
  const db = await getDb();
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: now, confirmTokenHash: null })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hashToken(token)),
        eq(newsletterSubscribers.status, "pending"),
        gt(newsletterSubscribers.confirmSentAt, new Date(now.getTime() - CONFIRM_VALID_MS)),
      ),
    )
    .returning({ email: newsletterSubscribers.email });
  return row ?? null;
}

/** Unsubscribes whoever holds this link (again: still unsubscribed); null for an unknown one. */
export async function unsubscribe(token: string, now = new Date()) {
  const db = await getDb();
  const [row] = await db
    .update(newsletterSubscribers)
    .set({
      status: "unsubscribed",
      confirmTokenHash: null,
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, ${now})`,
    })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ email: newsletterSubscribers.email });
  return row ?? null;
}

/** What a queued mail needs when it is sent: the subscriber as they are then. */
export async function subscriberForMail(id: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .limit(1);
  return row ?? null;
}

/** Whether `token` is the confirmation link this subscriber was sent last. */
export const isCurrentConfirmation = (
  subscriber: { confirmTokenHash: string | null },
  token: string,
) => subscriber.confirmTokenHash === hashToken(token);
