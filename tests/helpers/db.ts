// Test-only database helpers: empty every table so each suite starts from a known state,
// on PGlite and on a shared PostgreSQL alike.
import { type SQL, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";

export async function resetDatabase() {
  const db = await getDb();
  await db.execute(
    sql`truncate table contact_messages, stripe_refunds, posts, use_cases, chat_contexts, erased_chat_sessions, lead_messages, chat_summaries, sessions, users, llm_usage, llm_address_usage, daily_metrics, scheduled_runs, event_attendees, events, newsletter_subscribers, newsletter_sends, site_settings, imap_mailboxes, proof_items restart identity cascade`,
  );
}

export async function countRows(table: string, where?: ReturnType<typeof sql>) {
  const db = await getDb();
  const query = where
    ? sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`
    : sql`select count(*)::int as n from ${sql.identifier(table)}`;
  // Both drivers (pg and PGlite) answer with a `rows` array.
  const result = (await db.execute(query)) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]?.n ?? 0);
}

/** Forgets every rate-limit count (in process and, when configured, in Redis). */
export async function resetRateLimits() {
  const g = globalThis as typeof globalThis & { __siteLimiter?: unknown };
  g.__siteLimiter = undefined;
  const { redisClient } = await import("@/lib/redis");
  const redis = redisClient();
  if (!redis) return;
  const keys = await redis.keys("rl:*");
  if (keys.length) await redis.del(...keys);
}

/**
 * Plays another connection's transaction around a request: it takes `first`, the request is
 * sent and left to wait on it for 300 ms, then the transaction asks for `then` (if any) and
 * ends. Answers the request's result.
 */
export async function sendBetweenLocks<T>(first: SQL, send: () => Promise<T>, then?: SQL) {
  const db = await getDb();
  let sent: Promise<T> | undefined;
  await db.transaction(async (tx) => {
    await tx.execute(first);
    sent = send();
    await new Promise((r) => setTimeout(r, 300));
    if (then) await tx.execute(then);
  });
  if (!sent) throw new Error("the request was not sent");
  return sent;
}
