// Bearer sessions. A token is 256 random bits, handed to the client once; the database keeps
// only its SHA-256, so a leaked table cannot be replayed. Sessions last 12 hours and logout
// revokes them.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import {
  deleteDeadSessions,
  findSessionByTokenHash,
  insertSession,
  revokeSession,
} from "@/lib/db/queries/sessions";
import type { PublicUser } from "@/lib/db/queries/users";

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const TOKEN_BYTES = 32;
/** base64url of 32 bytes: 43 characters, no padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
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

/** A session is usable until it expires or is revoked, whichever comes first. */
export function isSessionActive(
  session: { expiresAt: Date; revokedAt: Date | null },
  now: Date = new Date(),
): boolean {
  return session.revokedAt === null && now.getTime() < session.expiresAt.getTime();
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
  now = new Date(),
}: {
  userId: string;
  now?: Date;
}): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = sessionExpiry(now);
  await insertSession({ userId, tokenHash: hashToken(token), expiresAt });
  if (now.getTime() - lastSweep > 60 * 60 * 1000) {
    lastSweep = now.getTime();
    await deleteDeadSessions({ before: new Date(now.getTime() - SWEEP_AFTER_MS) }).catch((err) =>
      console.error("[auth] sweeping old sessions failed:", err),
    );
  }
  return { token, expiresAt };
}

export type ActiveSession = {
  session: { id: string; expiresAt: Date };
  user: PublicUser;
};

/** The live session a token opens, or null (unknown, expired or revoked). */
export async function resolveSession({
  token,
  now = new Date(),
}: {
  token: string;
  now?: Date;
}): Promise<ActiveSession | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const found = await findSessionByTokenHash({ tokenHash: hashToken(token) });
  if (!found || !isSessionActive(found.session, now)) return null;
  return {
    session: { id: found.session.id, expiresAt: found.session.expiresAt },
    user: found.user,
  };
}

export async function endSession({ sessionId }: { sessionId: string }): Promise<void> {
  await revokeSession({ sessionId });
}
