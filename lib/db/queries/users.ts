import "server-only";
import { and, asc, count, eq, isNull } from "drizzle-orm";
import { getDb } from "../client";
import { type AdminRole, chatSummaries, users } from "../schema";

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

export async function listAdmins() {
  const db = await getDb();
  return db
    .select({ email: users.email, name: users.name, role: users.role, createdAt: users.createdAt })
    .from(users)
    .orderBy(asc(users.createdAt));
}

/** Who a lead can be assigned to: every admin who has finished setting up (not an open invite). */
export async function listAssignees() {
  const db = await getDb();
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      takesNewLeads: users.takesNewLeads,
    })
    .from(users)
    .where(isNull(users.inviteTokenHash))
    .orderBy(asc(users.name), asc(users.email));
}
export type Assignee = Awaited<ReturnType<typeof listAssignees>>[number];

/** Whether this admin takes new chat leads in turn. */
export async function setTakesNewLeads(id: string, takes: boolean) {
  const db = await getDb();
  await db
    .update(users)
    .set({ takesNewLeads: takes, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** The email of the admin a lead is assigned to now (null: nobody, or no such lead). */
export async function assigneeEmailOf(leadId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ email: users.email })
    .from(chatSummaries)
    .innerJoin(users, eq(users.id, chatSummaries.assigneeId))
    .where(eq(chatSummaries.id, leadId));
  return row?.email ?? null;
}
