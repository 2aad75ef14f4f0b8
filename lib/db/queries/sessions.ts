import "server-only";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { getDb } from "../client";
import { sessions, users } from "../schema";
import { publicUserColumns } from "./users";

/** Stores a new session by the hash of its token (the token itself is never stored). */
export async function insertSession({
  userId,
  tokenHash,
  expiresAt,
}: {
  userId: string;
  tokenHash: string;
  expiresAt: Date;
}): Promise<{ id: string }> {
  const db = await getDb();
  const [row] = await db
    .insert(sessions)
    .values({ userId, tokenHash, expiresAt })
    .returning({ id: sessions.id });
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** The session holding this token hash and its user, whatever its state (the caller decides). */
export async function findSessionByTokenHash({ tokenHash }: { tokenHash: string }) {
  const db = await getDb();
  const [row] = await db
    .select({
      session: { id: sessions.id, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt },
      user: publicUserColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

export async function revokeSession({ sessionId }: { sessionId: string }): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Signs a user out everywhere (after a password reset). */
export async function revokeUserSessions({ userId }: { userId: string }): Promise<number> {
  const db = await getDb();
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Deletes sessions that expired or were revoked before `before`: they can never be used again. */
export async function deleteDeadSessions({ before }: { before: Date }): Promise<number> {
  const db = await getDb();
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
    .returning({ id: sessions.id });
  return rows.length;
}
