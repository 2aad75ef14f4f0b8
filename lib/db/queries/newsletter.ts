// The newsletter's subscribers and sends: confirmation tokens kept as hashes and used once; an
// issue queued once per post, one outbox row per confirmed subscriber, spaced out.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { NewsletterMailPayload } from "@/lib/validations/notification-payload";
import { type Database, getDb } from "../client";
import {
  type NewsletterStatus,
  newsletterSends,
  newsletterSubscribers,
  notificationOutbox,
  posts,
} from "../schema";
import { type PageRequest, selectPage } from "./paginate";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(24).toString("base64url");

/** A confirmation link not used within this long no longer works. */
export const CONFIRM_VALID_MS = 7 * 86_400_000;
/** Another subscribe of a pending address sends the mail again only after this long. */
const RESEND_AFTER_MS = 10 * 60_000;
/** How many issues leave per second at most (the outbox's worker sends what is due). */
const ISSUES_PER_SECOND = 5;

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

/** The post an issue carries, as it is now (null once deleted). */
export async function issueForMail(sendId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ title: posts.title, excerpt: posts.excerpt, slug: posts.slug, status: posts.status })
    .from(newsletterSends)
    .innerJoin(posts, eq(posts.id, newsletterSends.postId))
    .where(eq(newsletterSends.id, sendId))
    .limit(1);
  return row ?? null;
}

/** Queues every live post's pending issue; the claim and the mails are one transaction, so once. */
export async function queueDueIssues(now = new Date()) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const due = await tx
      .update(posts)
      .set({ newsletterSentAt: now, sendNewsletter: false })
      .where(
        and(
          eq(posts.status, "published"),
          eq(posts.sendNewsletter, true),
          isNull(posts.newsletterSentAt),
        ),
      )
      .returning({ id: posts.id, title: posts.title, slug: posts.slug });
    if (due.length === 0) return [];
    const readers = await tx
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.status, "confirmed"))
      .orderBy(asc(newsletterSubscribers.confirmedAt));
    const sent: Array<{ slug: string; recipients: number }> = [];
    let slot = 0;
    for (const post of due) {
      const [send] = await tx
        .insert(newsletterSends)
        .values({
          postId: post.id,
          subject: post.title,
          recipients: readers.length,
          createdAt: now,
        })
        .returning({ id: newsletterSends.id });
      if (!send) throw new Error("insert returned no row");
      for (let i = 0; i < readers.length; i += 500) {
        await tx.insert(notificationOutbox).values(
          readers.slice(i, i + 500).map((reader) => {
            const payload: NewsletterMailPayload = {
              event: "newsletter.issue",
              subscriber_id: reader.id,
              send_id: send.id,
            };
            const at = new Date(now.getTime() + Math.floor(slot++ / ISSUES_PER_SECOND) * 1000);
            return {
              leadId: null,
              event: payload.event,
              channel: "email" as const,
              payload,
              nextAttemptAt: at,
            };
          }),
        );
      }
      sent.push({ slug: post.slug, recipients: readers.length });
    }
    return sent;
  });
}

export type SubscriberFilter = { status?: NewsletterStatus };

export async function subscriberCounts(): Promise<Record<NewsletterStatus, number>> {
  const db = await getDb();
  const rows = await db
    .select({ status: newsletterSubscribers.status, n: count() })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.status);
  const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

const subscriberColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  status: newsletterSubscribers.status,
  source: newsletterSubscribers.source,
  createdAt: newsletterSubscribers.createdAt,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
};

/** A page of subscribers, newest first. */
export async function listSubscribers({ status, page, limit }: SubscriberFilter & PageRequest) {
  const db = await getDb();
  const where = status ? eq(newsletterSubscribers.status, status) : undefined;
  return selectPage(db, newsletterSubscribers, where, { page, limit }, (d) =>
    d
      .select(subscriberColumns)
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.createdAt))
      .$dynamic(),
  );
}

/** Every subscriber (of a status), for the CSV export. */
export async function allSubscribers({ status }: SubscriberFilter) {
  const db = await getDb();
  return db
    .select(subscriberColumns)
    .from(newsletterSubscribers)
    .where(status ? eq(newsletterSubscribers.status, status) : undefined)
    .orderBy(asc(newsletterSubscribers.createdAt));
}

/** The sends, newest first, with how many of their mails went, failed for good, or wait. */
export async function listSends(limit = 50) {
  const db = await getDb();
  const sends = await db
    .select({
      id: newsletterSends.id,
      subject: newsletterSends.subject,
      recipients: newsletterSends.recipients,
      createdAt: newsletterSends.createdAt,
      slug: posts.slug,
    })
    .from(newsletterSends)
    .leftJoin(posts, eq(posts.id, newsletterSends.postId))
    .orderBy(desc(newsletterSends.createdAt))
    .limit(limit);
  if (sends.length === 0) return [];
  const sendId = sql<string>`${notificationOutbox.payload}->>'send_id'`;
  const states = await db
    .select({
      sendId,
      delivered: sql<number>`count(*) filter (where ${notificationOutbox.deliveredAt} is not null)`,
      failed: sql<number>`count(*) filter (where ${notificationOutbox.failedAt} is not null and ${notificationOutbox.deliveredAt} is null)`,
      total: count(),
    })
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.event, "newsletter.issue"),
        inArray(
          sendId,
          sends.map((s) => s.id),
        ),
      ),
    )
    .groupBy(sendId);
  return sends.map((s) => {
    const st = states.find((x) => x.sendId === s.id);
    const delivered = Number(st?.delivered ?? 0);
    const failed = Number(st?.failed ?? 0);
    const total = Number(st?.total ?? 0);
    return { ...s, delivered, failed, waiting: Math.max(0, total - delivered - failed) };
  });
}
