// What the language model may cost: a slot under LLM_MAX_CONCURRENT, then the call's worst case
// reserved in its address's allowance and today's budget (in the database, for every instance),
// settled to the reported usage. Anything full or unreadable means the rules answer.
import "server-only";
import {
  reserveAddressTokens,
  reserveLlmTokens,
  settleAddressTokens,
  settleLlmTokens,
  sumLlmUsage,
} from "@/lib/db/queries/llm-usage";
import { env } from "@/lib/env";
import { utcDate } from "@/lib/validations/common";

export type Usage = { inputTokens?: number; outputTokens?: number };
export type SpendRefusal = "budget" | "allowance" | "concurrency" | "unavailable";

const g = globalThis as typeof globalThis & { __siteModelCalls?: { active: number } };
g.__siteModelCalls ??= { active: 0 };
const calls = g.__siteModelCalls;

/** Roughly 4 characters per token in English; counting 3 errs on the side of reserving more. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 3);

/** Runs `call` within the spend limits: `reserve` is its worst case in tokens, and `addressHash`
 * draws on that address's allowance too. Returns the result, or why it did not run. */
export async function withinModelBudget<T>(
  reserve: number,
  call: () => Promise<{ result: T; usage: Usage | undefined }>,
  {
    budget = env.LLM_DAILY_TOKEN_BUDGET,
    allowance = env.LLM_ADDRESS_DAILY_TOKENS,
    maxConcurrent = env.LLM_MAX_CONCURRENT,
    addressHash,
    now = new Date(),
  }: {
    budget?: number;
    allowance?: number;
    maxConcurrent?: number;
    addressHash?: string;
    now?: Date;
  } = {},
): Promise<{ ok: true; result: T } | { ok: false; reason: SpendRefusal }> {
  if (calls.active >= maxConcurrent) return { ok: false, reason: "concurrency" };
  calls.active += 1;
  const day = utcDate(now);
  let addressReserved = false;
  try {
    let reserved: boolean;
    try {
      if (addressHash) {
        addressReserved = await reserveAddressTokens({
          day,
          addressHash,
          tokens: reserve,
          allowance,
        });
        if (!addressReserved) return { ok: false, reason: "allowance" };
      }
      reserved = await reserveLlmTokens({ day, tokens: reserve, budget });
    } catch (err) {
      console.error("[llm] budget check failed, answering without the model:", err);
      return { ok: false, reason: "unavailable" };
    }
    if (!reserved) return { ok: false, reason: "budget" };
    let usage: Usage | undefined;
    try {
      const out = await call();
      usage = out.usage;
      return { ok: true, result: out.result };
    } finally {
      // Without a usage report (the call threw), count the whole reservation as spent.
      const input = usage?.inputTokens ?? (usage ? 0 : reserve);
      const output = usage?.outputTokens ?? 0;
      await settleLlmTokens({
        day,
        reserved: reserve,
        inputTokens: input,
        outputTokens: output,
      }).catch((err) => console.error("[llm] could not record usage:", err));
      if (addressHash) {
        addressReserved = false;
        await settleAddressTokens({
          day,
          addressHash,
          reserved: reserve,
          used: input + output,
        }).catch((err) => console.error("[llm] could not record the address's usage:", err));
      }
    }
  } finally {
    // Refused by the budget after the address's allowance was reserved: give it back.
    if (addressReserved && addressHash) {
      await settleAddressTokens({ day, addressHash, reserved: reserve, used: 0 }).catch(() => {});
    }
    calls.active -= 1;
  }
}

export type ModelUsageReport = {
  budget: number;
  today: { day: string; tokens: number; calls: number; refusals: number };
  /** `budget` here is the daily budget times the days of the month so far, today included. */
  month: { from: string; budget: number; tokens: number; calls: number; refusals: number };
};

/** Today's and this month's usage (UTC) for the dashboard. */
export async function modelUsageReport(now = new Date()): Promise<ModelUsageReport> {
  const day = utcDate(now);
  const monthStart = `${day.slice(0, 8)}01`;
  const [today, month] = await Promise.all([
    sumLlmUsage({ from: day, to: day }),
    sumLlmUsage({ from: monthStart, to: day }),
  ]);
  const shape = (u: typeof today) => ({
    tokens: u.inputTokens + u.outputTokens,
    calls: u.calls,
    refusals: u.refusals,
  });
  return {
    budget: env.LLM_DAILY_TOKEN_BUDGET,
    today: { day, ...shape(today) },
    month: {
      from: monthStart,
      budget: env.LLM_DAILY_TOKEN_BUDGET * now.getUTCDate(),
      ...shape(month),
    },
  };
}
