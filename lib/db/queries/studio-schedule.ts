// Scheduled items whose time has come, flipped in one transaction with their audit entries and
// address claims: a row another instance flipped no longer matches, so each goes live once.
import "server-only";
import { and, eq, lte, sql } from "drizzle-orm";
import { getDb } from "../client";
import { auditLog, posts, useCases } from "../schema";
import { claimAddress } from "./studio-addresses";

const scheduledAudit = (kind: "post" | "use_case", row: { slug: string; title: string }) => ({
  userId: null,
  actor: "scheduler",
  action: "content_published",
  ip: null,
  userAgent: null,
  details: { kind, slug: row.slug, title: row.title, status: "published", scheduled: true },
});

/** Publishes the posts due at `now`; answers them as they are now. */
export async function publishDuePosts(now: Date) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(posts)
      .set({
        status: "published",
        // A post published before keeps its first date, as a republished one does.
        publishedAt: sql`coalesce(${posts.publishedAt}, ${posts.publishAt})`,
        publishAt: null,
        updatedAt: now,
      })
      .where(and(eq(posts.status, "scheduled"), lte(posts.publishAt, now)))
      .returning();
    for (const row of rows) await claimAddress(tx, "post", row.slug);
    if (rows.length) await tx.insert(auditLog).values(rows.map((r) => scheduledAudit("post", r)));
    return rows;
  });
}

/** Publishes the use cases due at `now`; answers them as they are now. */
export async function publishDueUseCases(now: Date) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(useCases)
      .set({ status: "published", publishAt: null, updatedAt: now })
      .where(and(eq(useCases.status, "scheduled"), lte(useCases.publishAt, now)))
      .returning();
    for (const row of rows) await claimAddress(tx, "use case", row.slug);
    if (rows.length) {
      await tx.insert(auditLog).values(rows.map((r) => scheduledAudit("use_case", r)));
    }
    return rows;
  });
}
