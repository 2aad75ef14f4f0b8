// A fair share of the model for every visitor: one call in flight per chat session and per
// client address at a time, across instances (the rate-limit store: Redis when configured). A
// second call waits a moment for the first, then is answered by the rules, so one visitor
// firing requests in parallel cannot hold the instance's model slots (LLM_MAX_CONCURRENT).
import "server-only";
import { type Limit, release, reserve } from "@/lib/rate-limit";

export type CallKeys = { session: string; address: string };

/**
 * A slot is held for at most `holdMs` (a call's whole deadline, retries included): an instance
 * that dies mid-call frees it then.
 */
const slots = (holdMs: number): Array<[Limit, keyof CallKeys]> => [
  [{ name: "llm-inflight-session", max: 1, windowMs: holdMs }, "session"],
  [{ name: "llm-inflight-address", max: 1, windowMs: holdMs }, "address"],
];

const POLL_MS = 100;

/**
 * Runs `call` once it holds both slots, waiting up to `waitMs` for them; `{ ok: false }` when
 * another call of the same session or address still holds one. Throws LimiterUnavailableError
 * when the shared store cannot be reached (the model's limits fail closed).
 */
export async function oneCallAtATime<T>(
  keys: CallKeys,
  { waitMs, holdMs }: { waitMs: number; holdMs: number },
  call: () => Promise<T>,
): Promise<{ ok: true; result: T } | { ok: false }> {
  const held: Array<{ limit: Limit; key: string; id: string }> = [];
  const giveBack = () =>
    Promise.all(
      held
        .splice(0)
        .map((h) => release(h.limit, h.key, h.id, { failClosed: true }).catch(() => {})),
    );
  const deadline = Date.now() + waitMs;
  try {
    for (const [limit, which] of slots(holdMs)) {
      const key = keys[which];
      for (;;) {
        const verdict = await reserve(limit, key, { failClosed: true });
        if (verdict.ok) {
          held.push({ limit, key, id: verdict.id });
          break;
        }
        if (Date.now() + POLL_MS > deadline) return { ok: false };
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    }
    return { ok: true, result: await call() };
  } finally {
    await giveBack();
  }
}
