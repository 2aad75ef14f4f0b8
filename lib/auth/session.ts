// Admin sessions: 256-bit random tokens, of which the database keeps only the SHA-256, so a leaked
// table cannot be replayed. A session ends 12 hours after sign-in or after ADMIN_IDLE_MINUTES
// (default 30) unused, whichever comes first.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import {
  deleteDeadSessions,
  findSessionByTokenHash,
  insertSession,
  revokeSession,
  touchSession,
} from "@/lib/db/queries/sessions";
import type { PublicUser } from "@/lib/db/queries/users";
import { env } from "@/lib/env";

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const TOKEN_BYTES = 32;
/** base64url of 32 bytes: 43 characters, no padding. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Dead sessions are kept a day for the record, then swept (at most hourly, on login). */
const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;
let lastSweep = 0;

export function generateToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function sessionExpiry(now: Date = new Date()): Date {
  return new Date(now.getTime() + SESSION_TTL_MS);
}

export const idleTimeoutMs = () => env.ADMIN_IDLE_MINUTES * 60_000;
/** The idle clock is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 30_000;

/** A session is usable until it expires or is revoked, whichever comes first. */
export function isSessionActive(
  session: { expiresAt: Date; revokedAt: Date | null },
  now: Date = new Date(),
): boolean {
  return session.revokedAt === null && now.getTime() < session.expiresAt.getTime();
}

/** Whether a session went unused for longer than the idle timeout. */
export function isSessionIdle(session: { lastSeenAt: Date }, now: Date = new Date()): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= idleTimeoutMs();
}

/** The token of an `Authorization: Bearer …` header, or null when absent or not token-shaped. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.get("authorization");
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  const token = match?.[1];
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

export async function startSession({
  userId,
  ip = null,
  userAgent = null,
  now = new Date(),
}: {
  userId: string;
  ip?: string | null;
  userAgent?: string | null;
  now?: Date;
}): Promise<{ token: string; expiresAt: Date; sessionId: string }> {
  const token = generateToken();
  const expiresAt = sessionExpiry(now);
  const { id } = await insertSession({
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    ip,
    userAgent: userAgent?.slice(0, 400) ?? null,
    now,
  });
  if (now.getTime() - lastSweep > 60 * 60 * 1000) {
    lastSweep = now.getTime();
    await deleteDeadSessions({ before: new Date(now.getTime() - SWEEP_AFTER_MS) }).catch((err) =>
      console.error("[auth] sweeping old sessions failed:", err),
    );
  }
  return { token, expiresAt, sessionId: id };
}

export type ActiveSession = {
  session: { id: string; expiresAt: Date; steppedUpAt: Date | null };
  user: PublicUser;
};

/** The live session a token opens (sliding its idle timeout), "idle" when unused too long (then
 * revoked), or null. */
export async function resolveSession({
  token,
  now = new Date(),
}: {
  token: string;
  now?: Date;
}): Promise<ActiveSession | "idle" | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const found = await findSessionByTokenHash({ tokenHash: hashToken(token) });
  if (!found || !isSessionActive(found.session, now)) return null;
  if (isSessionIdle(found.session, now)) {
    await revokeSession({ sessionId: found.session.id });
    return "idle";
  }
  if (now.getTime() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await touchSession({ sessionId: found.session.id, now });
  }
  return {
    session: {
      id: found.session.id,
      expiresAt: found.session.expiresAt,
      steppedUpAt: found.session.steppedUpAt,
    },
    user: found.user,
  };
}

export async function endSession({ sessionId }: { sessionId: string }): Promise<void> {
  await revokeSession({ sessionId });
}
