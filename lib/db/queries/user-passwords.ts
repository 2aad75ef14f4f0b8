// Password changes: by the admin, and through the single-use links of an invitation or a reset.
import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "../client";
import { users } from "../schema";
import { normalizeEmail, type PublicUser, publicUserColumns } from "./users";

/** Replaces a user's password hash; null when no user has that email. */
export async function updatePasswordHash({
  email,
  passwordHash,
}: {
  email: string;
  passwordHash: string;
}): Promise<PublicUser | null> {
  const db = await getDb();
  const [row] = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.email, normalizeEmail(email)))
    .returning(publicUserColumns);
  return row ?? null;
}

/** The single-use links that set a password: an invitation, and a "Forgot password?" reset. */
const PASSWORD_LINKS = {
  invite: {
    hash: users.inviteTokenHash,
    expires: users.inviteExpiresAt,
    closed: { inviteTokenHash: null, inviteExpiresAt: null },
  },
  reset: {
    hash: users.resetTokenHash,
    expires: users.resetExpiresAt,
    closed: { resetTokenHash: null, resetExpiresAt: null },
  },
} as const;

/** Sets the password through a live link and closes it (single use, unexpired): the admin, or null. */
export async function setPasswordByLink({
  link,
  tokenHash,
  passwordHash,
  now = new Date(),
}: {
  link: keyof typeof PASSWORD_LINKS;
  tokenHash: string;
  passwordHash: string;
  now?: Date;
}): Promise<PublicUser | null> {
  const { hash, expires, closed } = PASSWORD_LINKS[link];
  const db = await getDb();
  const [row] = await db
    .update(users)
    .set({ passwordHash, ...closed, updatedAt: now })
    .where(and(eq(hash, tokenHash), gt(expires, now)))
    .returning(publicUserColumns);
  return row ?? null;
}

export async function updatePasswordById({
  userId,
  passwordHash,
}: {
  userId: string;
  passwordHash: string;
}) {
  const db = await getDb();
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function getPasswordHash({ userId }: { userId: string }) {
  const db = await getDb();
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.passwordHash ?? null;
}

/** Stores a password reset link (its hash) for an admin who has joined; false for anyone else. */
export async function setResetToken({
  email,
  tokenHash,
  expiresAt,
}: {
  email: string;
  tokenHash: string;
  expiresAt: Date;
}): Promise<PublicUser | null> {
  const db = await getDb();
  const [row] = await db
    .update(users)
    .set({ resetTokenHash: tokenHash, resetExpiresAt: expiresAt })
    .where(and(eq(users.email, normalizeEmail(email)), isNull(users.inviteTokenHash)))
    .returning(publicUserColumns);
  return row ?? null;
}
