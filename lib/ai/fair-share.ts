// One model call in flight per chat session and per client address, across instances (the
// rate-limit store), so one visitor's parallel requests cannot hold every model slot.
import "server-only";
import { release, reserve } from "@/lib/rate-limit";
import type { Limit } from "@/lib/rate-limit-stores";

export type CallKeys = { session: string; address: string };

// A slot lapses after `holdMs` (a call's whole deadline), so an instance dying mid-call frees it.
const slots = (holdMs: number): Array<[Limit, keyof CallKeys]> => [
  [{ name: "llm-inflight-session", max: 1, windowMs: holdMs }, "session"],
  [{ name: "llm-inflight-address", max: 1, windowMs: holdMs }, "address"],
];

const POLL_MS = 100;

/** Runs `call` once it holds both slots (waiting up to `waitMs`), else `{ ok: false }`; fails closed. */
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
