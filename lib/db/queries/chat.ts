import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import type { ChatContext } from "@/lib/validations/chat";
import { getDb } from "../client";
import { chatContexts, erasedChatSessions } from "../schema";

const RETENTION_DAYS = 30;
/** A browser keeps a chat's memory and unsent saves 30 days: its erased sessions a few more. */
const ERASED_KEPT_DAYS = 35;
let lastPurge = 0;

/** Stores a session's context unless the stored one came from a newer save (higher `seq`);
 * without a sequence, the last write wins. */
export async function upsertChatContext({
  sessionId,
  context,
  seq,
}: {
  sessionId: string;
  context: ChatContext;
  seq?: number;
}) {
  const db = await getDb();
  await db
    .insert(chatContexts)
    .values({ sessionId, context, seq: seq ?? 0 })
    .onConflictDoUpdate({
      target: chatContexts.sessionId,
      set: {
        context,
        seq: sql`greatest(${chatContexts.seq}, excluded.seq)`,
        updatedAt: new Date(),
      },
      setWhere:
        seq === undefined
          ? undefined
          : sql`${chatContexts.seq} < ${seq} or ${chatContexts.context} = '{}'::jsonb`,
    });
  // Contexts are kept 30 days; sweeping at most hourly keeps the cost off the hot path.
  if (Date.now() - lastPurge > 3_600_000) {
    lastPurge = Date.now();
    await purgeOldChatContexts({ olderThanDays: RETENTION_DAYS });
  }
}

export async function getChatContext({ sessionId }: { sessionId: string }) {
  const db = await getDb();
  const [row] = await db
    .select({ context: chatContexts.context, updatedAt: chatContexts.updatedAt })
    .from(chatContexts)
    .where(and(eq(chatContexts.sessionId, sessionId), sql`${chatContexts.context} <> '{}'::jsonb`))
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.updatedAt.getTime() > RETENTION_DAYS * 86_400_000) return null;
  return row;
}

export async function purgeOldChatContexts({
  olderThanDays,
}: {
  olderThanDays: number;
}): Promise<number> {
  const db = await getDb();
  const cutoff = new Date(Date.now() - olderThanDays * 86_400_000);
  const deleted = await db
    .delete(chatContexts)
    .where(lt(chatContexts.updatedAt, cutoff))
    .returning({ id: chatContexts.sessionId });
  await db
    .delete(erasedChatSessions)
    .where(lt(erasedChatSessions.erasedAt, new Date(Date.now() - ERASED_KEPT_DAYS * 86_400_000)));
  return deleted.length;
}

/** Every chat session a privacy deletion emptied (lib/chat/erased.ts keeps them in memory). */
export async function listErasedChatSessions(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ id: erasedChatSessions.sessionId }).from(erasedChatSessions);
  return rows.map((r) => r.id);
}
