import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb } from "../client";
import { mfaChallenges, mfaRecoveryCodes } from "../schema";

/** Replaces an admin's recovery codes by these (hashes only). */
export async function replaceRecoveryCodes({
  userId,
  codeHashes,
}: {
  userId: string;
  codeHashes: string[];
}) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    if (codeHashes.length > 0) {
      await tx
        .insert(mfaRecoveryCodes)
        .values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    }
  });
}

/** Uses one recovery code: true only the first time an unused code of this admin is given. */
export async function spendRecoveryCode({
  userId,
  codeHash,
}: {
  userId: string;
  codeHash: string;
}) {
  const db = await getDb();
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, codeHash),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes({ userId }: { userId: string }) {
  const db = await getDb();
  const rows = await db
    .select({ id: mfaRecoveryCodes.id })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return rows.length;
}

export async function createMfaChallenge(input: {
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}) {
  const db = await getDb();
  await db.insert(mfaChallenges).values(input);
}

/** A live challenge (unused and unexpired) and its admin, or null. */
export async function findMfaChallenge({
  tokenHash,
  now = new Date(),
}: {
  tokenHash: string;
  now?: Date;
}) {
  const db = await getDb();
  const [row] = await db
    .select({ id: mfaChallenges.id, userId: mfaChallenges.userId })
    .from(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.tokenHash, tokenHash),
        isNull(mfaChallenges.usedAt),
        gt(mfaChallenges.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Closes a challenge; false when another request already used it. */
export async function spendMfaChallenge({ id }: { id: string }) {
  const db = await getDb();
  const rows = await db
    .update(mfaChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(mfaChallenges.id, id), isNull(mfaChallenges.usedAt)))
    .returning({ id: mfaChallenges.id });
  return rows.length > 0;
}

/** Counts a wrong code, closing the challenge at the `limit`th: the count, or null if closed. */
export async function failMfaChallenge({ id, limit }: { id: string; limit: number }) {
  const db = await getDb();
  const [row] = await db
    .update(mfaChallenges)
    .set({
      failedAttempts: sql`${mfaChallenges.failedAttempts} + 1`,
      usedAt: sql`case when ${mfaChallenges.failedAttempts} + 1 >= ${limit} then now() else null end`,
    })
    .where(and(eq(mfaChallenges.id, id), isNull(mfaChallenges.usedAt)))
    .returning({ failedAttempts: mfaChallenges.failedAttempts });
  return row?.failedAttempts ?? null;
}
