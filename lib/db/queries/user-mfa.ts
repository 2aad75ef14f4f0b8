// An admin's two-factor secret and the last code step used, kept on the user row.
import "server-only";
import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { getDb } from "../client";
import { users } from "../schema";

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
