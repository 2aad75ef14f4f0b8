// An issue queued once per post, one outbox row per confirmed subscriber, spaced out.
import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { NewsletterMailPayload } from "@/lib/validations/notification-payload";
import { getDb } from "../client";
import { newsletterSends, newsletterSubscribers, notificationOutbox, posts } from "../schema";

/** How many issues leave per second at most (the outbox's worker sends what is due). */
const ISSUES_PER_SECOND = 5;

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
