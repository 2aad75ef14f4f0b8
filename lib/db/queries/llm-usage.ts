import "server-only";
import { and, eq, gte, lt, lte, sql } from "drizzle-orm";
import { getDb } from "../client";
import { llmAddressUsage, llmUsage } from "../schema";

/** Reserves `tokens` of today's budget if it fits, in one atomic UPDATE, so racing instances
 * cannot both win the last tokens. */
export async function reserveLlmTokens({
  day,
  tokens,
  budget,
}: {
  day: string;
  tokens: number;
  budget: number;
}): Promise<boolean> {
  const db = await getDb();
  await db.insert(llmUsage).values({ day }).onConflictDoNothing();
  const rows = await db
    .update(llmUsage)
    .set({
      reservedTokens: sql`${llmUsage.reservedTokens} + ${tokens}`,
      updatedAt: new Date(),
    })
    .where(
      sql`${llmUsage.day} = ${day} and ${llmUsage.inputTokens} + ${llmUsage.outputTokens} + ${llmUsage.reservedTokens} + ${tokens} <= ${budget}`,
    )
    .returning({ day: llmUsage.day });
  if (rows.length > 0) return true;
  await db
    .update(llmUsage)
    .set({ refusals: sql`${llmUsage.refusals} + 1` })
    .where(sql`${llmUsage.day} = ${day}`);
  return false;
}

/** Replaces a reservation by what the call really used (the provider's count). */
export async function settleLlmTokens({
  day,
  reserved,
  inputTokens,
  outputTokens,
}: {
  day: string;
  reserved: number;
  inputTokens: number;
  outputTokens: number;
}): Promise<void> {
  const db = await getDb();
  await db
    .update(llmUsage)
    .set({
      reservedTokens: sql`greatest(0, ${llmUsage.reservedTokens} - ${reserved})`,
      inputTokens: sql`${llmUsage.inputTokens} + ${inputTokens}`,
      outputTokens: sql`${llmUsage.outputTokens} + ${outputTokens}`,
      calls: sql`${llmUsage.calls} + 1`,
      updatedAt: new Date(),
    })
    .where(sql`${llmUsage.day} = ${day}`);
}

export type LlmUsageTotals = {
  inputTokens: number;
  outputTokens: number;
  calls: number;
  refusals: number;
};

/** Sums of the days from `from` to `to` (YYYY-MM-DD, inclusive). */
export async function sumLlmUsage({
  from,
  to,
}: {
  from: string;
  to: string;
}): Promise<LlmUsageTotals> {
  const db = await getDb();
  const [row] = await db
    .select({
      inputTokens: sql<number>`coalesce(sum(${llmUsage.inputTokens}), 0)::float8`,
      outputTokens: sql<number>`coalesce(sum(${llmUsage.outputTokens}), 0)::float8`,
      calls: sql<number>`coalesce(sum(${llmUsage.calls}), 0)::int`,
      refusals: sql<number>`coalesce(sum(${llmUsage.refusals}), 0)::int`,
    })
    .from(llmUsage)
    .where(and(gte(llmUsage.day, from), lte(llmUsage.day, to)));
  return {
    inputTokens: Number(row?.inputTokens ?? 0),
    outputTokens: Number(row?.outputTokens ?? 0),
    calls: Number(row?.calls ?? 0),
    refusals: Number(row?.refusals ?? 0),
  };
}

// Atomic like the budget's; a day's first reservation also forgets days before yesterday.
export async function reserveAddressTokens({
  day,
  addressHash,
  tokens,
  allowance,
}: {
  day: string;
  addressHash: string;
  tokens: number;
  allowance: number;
}): Promise<boolean> {
  const db = await getDb();
  const created = await db
    .insert(llmAddressUsage)
    .values({ day, addressHash })
    .onConflictDoNothing()
    .returning({ day: llmAddressUsage.day });
  if (created.length > 0) {
    const yesterday = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString();
    await db.delete(llmAddressUsage).where(lt(llmAddressUsage.day, yesterday.slice(0, 10)));
  }
  const rows = await db
    .update(llmAddressUsage)
    .set({ tokens: sql`${llmAddressUsage.tokens} + ${tokens}` })
    .where(
      and(
        eq(llmAddressUsage.day, day),
        eq(llmAddressUsage.addressHash, addressHash),
        sql`${llmAddressUsage.tokens} + ${tokens} <= ${allowance}`,
      ),
    )
    .returning({ day: llmAddressUsage.day });
  return rows.length > 0;
}

/** Replaces an address's reservation by what the call used. */
export async function settleAddressTokens({
  day,
  addressHash,
  reserved,
  used,
}: {
  day: string;
  addressHash: string;
  reserved: number;
  used: number;
}): Promise<void> {
  const db = await getDb();
  await db
    .update(llmAddressUsage)
    .set({ tokens: sql`greatest(0, ${llmAddressUsage.tokens} - ${reserved} + ${used})` })
    .where(and(eq(llmAddressUsage.day, day), eq(llmAddressUsage.addressHash, addressHash)));
}
