import "server-only";
import { and, asc, count, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { getDb } from "../client";
import { type AdminRole, users } from "../schema";

/** What the rest of the app may know about an admin: never the password hash. */
export const publicUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
};

export type PublicUser = { id: string; email: string; name: string; role: AdminRole };

/** Emails are stored and compared lower-cased and trimmed. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The one read that includes the password hash: for checking a login on the server only. */
export async function findUserCredentials({ email }: { email: string }) {
  const db = await getDb();
  const [row] = await db
    .select({ ...publicUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row ?? null;
}

/** An admin by id, without secrets; null when there is none (or the invitation is pending). */
export async function getPublicUserById({ id }: { id: string }): Promise<PublicUser | null> {
  const db = await getDb();
  const [row] = await db
    .select(publicUserColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.inviteTokenHash)))
    .limit(1);
  return row ?? null;
}

export async function countAdmins(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ total: count() }).from(users);
  return Number(row?.total ?? 0);
}

/** Creates an admin (an owner unless told otherwise); null when the email is already taken, as
 * when two starting instances race. */
export async function createAdmin({
  email,
  name,
  passwordHash,
  role = "owner",
}: {
  email: string;
  name: string;
  passwordHash: string;
  role?: AdminRole;
}): Promise<PublicUser | null> {
  const db = await getDb();
  const [row] = await db
    .insert(users)
    .values({ email: normalizeEmail(email), name: name.trim(), passwordHash, role })
    .onConflictDoNothing({ target: users.email })
    .returning(publicUserColumns);
  return row ?? null;
}

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

export async function listAdmins() {
  const db = await getDb();
  return db
    .select({ email: users.email, name: users.name, role: users.role, createdAt: users.createdAt })
    .from(users)
    .orderBy(asc(users.createdAt));
}

/** The two-factor state of an admin, for the server only (the secrets are encrypted). */
export async function getMfaState({ userId }: { userId: string }) {
  const db = await getDb();
  const [row] = await db
    .select({
      secret: users.mfaSecret,
      pendingSecret: users.mfaPendingSecret,
      enabledAt: users.mfaEnabledAt,
      lastStep: users.mfaLastStep,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function setPendingMfaSecret({ userId, secret }: { userId: string; secret: string }) {
  const db = await getDb();
  await db
    .update(users)
    .set({ mfaPendingSecret: secret, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Turns the pending secret on; `step` is the time step of the code that confirmed it. */
export async function enableMfa({ userId, step }: { userId: string; step: number }) {
  const db = await getDb();
  const rows = await db
    .update(users)
    .set({
      mfaSecret: sql`${users.mfaPendingSecret}`,
      mfaPendingSecret: null,
      mfaEnabledAt: new Date(),
      mfaLastStep: step,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, userId), isNotNull(users.mfaPendingSecret)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function disableMfa({ userId }: { userId: string }) {
  const db = await getDb();
  await db
    .update(users)
    .set({
      mfaSecret: null,
      mfaPendingSecret: null,
      mfaEnabledAt: null,
      mfaLastStep: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** Records time step `step` as used unless it or a later step was; false: refuse the code. */
export async function claimMfaStep({ userId, step }: { userId: string; step: number }) {
  const db = await getDb();
  const rows = await db
    .update(users)
    .set({ mfaLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** An admin invited by another, who has not chosen a password yet. */
export async function createInvitedAdmin({
  email,
  name,
  passwordHash,
  role,
  inviteTokenHash,
  inviteExpiresAt,
}: {
  email: string;
  name: string;
  passwordHash: string;
  role: AdminRole;
  inviteTokenHash: string;
  inviteExpiresAt: Date;
}): Promise<PublicUser | null> {
  const db = await getDb();
  const [row] = await db
    .insert(users)
    .values({
      email: normalizeEmail(email),
      name: name.trim(),
      passwordHash,
      role,
      inviteTokenHash,
      inviteExpiresAt,
    })
    .onConflictDoNothing({ target: users.email })
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

export async function listAdminAccounts() {
  const db = await getDb();
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      createdAt: users.createdAt,
      mfaEnabledAt: users.mfaEnabledAt,
      invitePending: sql<boolean>`${users.inviteTokenHash} is not null`,
    })
    .from(users)
    .orderBy(asc(users.createdAt));
}

/** Serialises changes to who is an owner, so two owners demoting each other cannot leave none. */
const OWNERS_LOCK = sql`select pg_advisory_xact_lock(726150302)`;

/** Removes an admin unless they are the last owner (checked and done in one transaction). */
export async function removeAdmin({
  userId,
}: {
  userId: string;
}): Promise<"removed" | "last" | "missing"> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(OWNERS_LOCK);
    const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (!target) return "missing";
    if (target.role === "owner" && (await ownersIn(tx)) <= 1) return "last";
    await tx.delete(users).where(eq(users.id, userId));
    return "removed";
  });
}

/** Gives an admin a role, unless that would leave no owner; their record before the change. */
export async function setAdminRole({
  userId,
  role,
}: {
  userId: string;
  role: AdminRole;
}): Promise<{ email: string; from: AdminRole } | "last" | "missing"> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(OWNERS_LOCK);
    const [target] = await tx
      .select({ role: users.role, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    if (!target) return "missing";
    if (target.role === "owner" && role !== "owner" && (await ownersIn(tx)) <= 1) return "last";
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
    return { email: target.email, from: target.role };
  });
}

async function ownersIn(tx: Pick<Awaited<ReturnType<typeof getDb>>, "select">) {
  const [row] = await tx.select({ n: count() }).from(users).where(eq(users.role, "owner"));
  return Number(row?.n ?? 0);
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

/** The author profile an admin shows under the posts they write. */
export async function getAuthorProfile({ userId }: { userId: string }) {
  const db = await getDb();
  const [row] = await db
    .select({ name: users.name, avatarUrl: users.avatarUrl, bio: users.bio })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function updateAuthorProfile({
  userId,
  name,
  avatarUrl,
  bio,
}: {
  userId: string;
  name: string;
  avatarUrl: string | null;
  bio: string | null;
}) {
  const db = await getDb();
  await db
    .update(users)
    .set({ name, avatarUrl, bio, updatedAt: new Date() })
    .where(eq(users.id, userId));
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
