import "server-only";
import { asc, count, eq } from "drizzle-orm";
import { getDb } from "../client";
import { users } from "../schema";

/** What the rest of the app may know about an admin: never the password hash. */
export const publicUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
};

export type PublicUser = { id: string; email: string; name: string; role: "admin" };

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

export async function countAdmins(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.role, "admin"));
  return Number(row?.total ?? 0);
}

/** Creates an admin; null when the email is already taken (two starting instances may race). */
export async function createAdmin({
  email,
  name,
  passwordHash,
}: {
  email: string;
  name: string;
  passwordHash: string;
}): Promise<PublicUser | null> {
  const db = await getDb();
  const [row] = await db
    .insert(users)
    .values({ email: normalizeEmail(email), name: name.trim(), passwordHash, role: "admin" })
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
    .select({ email: users.email, name: users.name, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.createdAt));
}
