import "server-only";
import { and, desc, eq, gt, isNull, lt, ne, or } from "drizzle-orm";
import { getDb } from "../client";
import { sessions, users } from "../schema";
import { publicUserColumns } from "./users";

/** Stores a new session by the hash of its token (the token itself is never stored). */
export async function insertSession({
  userId,
  tokenHash,
  expiresAt,
  ip = null,
  userAgent = null,
  now = new Date(),
}: {
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  ip?: string | null;
  userAgent?: string | null;
  now?: Date;
}): Promise<{ id: string }> {
  const db = await getDb();
  const [row] = await db
    .insert(sessions)
    // Signing in is a password (or code) check: the new session starts stepped up.
    .values({
      userId,
      tokenHash,
      expiresAt,
      ip,
      userAgent,
      createdAt: now,
      lastSeenAt: now,
      steppedUpAt: now,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** The session holding this token hash and its user, whatever its state (the caller decides). */
export async function findSessionByTokenHash({ tokenHash }: { tokenHash: string }) {
  const db = await getDb();
  const [row] = await db
    .select({
      session: {
        id: sessions.id,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        lastSeenAt: sessions.lastSeenAt,
        steppedUpAt: sessions.steppedUpAt,
      },
      user: publicUserColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Records a password or code check on this session (POST /api/auth/step-up). */
export async function markSteppedUp({
  sessionId,
  now = new Date(),
}: {
  sessionId: string;
  now?: Date;
}) {
  const db = await getDb();
  await db.update(sessions).set({ steppedUpAt: now }).where(eq(sessions.id, sessionId));
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

/** Slides a session's idle timeout: it was used at `now`. */
export async function touchSession({ sessionId, now }: { sessionId: string; now: Date }) {
  const db = await getDb();
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

/** An admin's sessions that are neither revoked nor past their absolute end, newest first. */
export async function listUserSessions({
  userId,
  now = new Date(),
}: {
  userId: string;
  now?: Date;
}) {
  const db = await getDb();
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .orderBy(desc(sessions.lastSeenAt));
}

/** Revokes one of this admin's own sessions; false when there is no such live session. */
export async function revokeUserSession({
  userId,
  sessionId,
}: {
  userId: string;
  sessionId: string;
}) {
  const db = await getDb();
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Signs an admin out everywhere but `keep` (the session making the request). */
export async function revokeOtherSessions({ userId, keep }: { userId: string; keep: string }) {
  const db = await getDb();
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keep), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}
