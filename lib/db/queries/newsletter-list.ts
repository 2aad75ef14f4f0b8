// The admin's newsletter screen: subscribers per status, paged or all for the CSV, and the sends.
import "server-only";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "../client";
import {
  type NewsletterStatus,
  newsletterSends,
  newsletterSubscribers,
  notificationOutbox,
  posts,
} from "../schema";
import { type PageRequest, selectPage } from "./paginate";

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
