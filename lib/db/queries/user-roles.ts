// Who is an admin, with which role: invitations, the team list, removals and role changes,
// which never leave the site without an owner.
import "server-only";
import { asc, count, eq, sql } from "drizzle-orm";
import { getDb } from "../client";
import { type AdminRole, users } from "../schema";
import { normalizeEmail, type PublicUser, publicUserColumns } from "./users";

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
