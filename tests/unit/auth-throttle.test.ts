// The sign-in throttle as the owner and an attacker meet it: guesses from one address slow down
// fast, a stranger's failures never lock the owner out of their usual address, and guessing an
// account stays bounded however many addresses the attacker has.
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/errors";
import { LOGIN_LIMITS, reserveLoginAttempt } from "@/lib/auth/throttle";
import { MemoryStore } from "@/lib/rate-limit";

const OWNER = "owner@x.test";
const MINUTE = 60_000;

async function fail(store: MemoryStore, email: string, ip: string, now: number) {
  // Not calling succeeded(): the reservation stands as a failure.
  await reserveLoginAttempt({ store, email, ip, now });
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error("expected a 429");
}

describe("sign-in throttle", () => {
  it("slows one address on one account in growing steps: 3 a minute, 6 in 15, 10 an hour", async () => {
    const store = new MemoryStore();
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) await fail(store, OWNER, "10.0.0.1", t0 + i);
    const first = await refusal(
      reserveLoginAttempt({ store, email: OWNER, ip: "10.0.0.1", now: t0 + 10 }),
    );
    expect(first.status).toBe(429);
    expect(Number(first.headers["Retry-After"])).toBeLessThanOrEqual(60);
    expect(first.message).toMatch(/^Too many failed login attempts\. Please try again in /);
    // A minute later three more, then the 15-minute step holds.
    for (let i = 0; i < 3; i++) await fail(store, OWNER, "10.0.0.1", t0 + MINUTE + i);
    const second = await refusal(
      reserveLoginAttempt({ store, email: OWNER, ip: "10.0.0.1", now: t0 + 2 * MINUTE }),
    );
    expect(Number(second.headers["Retry-After"])).toBeGreaterThan(10 * 60);
  });

  it("never refuses the owner at their usual address because a stranger guessed elsewhere", async () => {
    const store = new MemoryStore();
    const t0 = 2_000_000;
    // A botnet spends the account's whole hourly budget from 40 addresses.
    let n = 0;
    for (let ip = 0; ip < 40; ip++) {
      for (let k = 0; k < 3; k++) {
        if (n++ >= LOGIN_LIMITS.account.max) break;
        await fail(store, OWNER, `203.0.113.${ip}`, t0 + n);
      }
    }
    // A new address is refused now...
    await refusal(reserveLoginAttempt({ store, email: OWNER, ip: "198.51.100.9", now: t0 + 500 }));
    // ...but the owner, from the address they usually sign in from, is let through.
    const attempt = await reserveLoginAttempt({
      store,
      email: OWNER,
      ip: "192.0.2.10",
      usualAddress: async () => true,
      now: t0 + 600,
    });
    await attempt.succeeded();
  });

  it("bounds guessing at about 100 per account per hour, whatever the addresses", async () => {
    const store = new MemoryStore();
    const t0 = 3_000_000;
    let allowed = 0;
    for (let i = 0; i < 1000; i++) {
      try {
        await fail(store, OWNER, `10.${Math.floor(i / 250)}.${i % 250}.1`, t0 + i * 100);
        allowed += 1;
      } catch {}
    }
    expect(allowed).toBe(LOGIN_LIMITS.account.max);
  });

  it("gives the slots back when the password was right", async () => {
    const store = new MemoryStore();
    for (let i = 0; i < 30; i++) {
      const attempt = await reserveLoginAttempt({ store, email: OWNER, ip: "10.0.0.1", now: i });
      await attempt.succeeded();
    }
    // Two failures then a success: still one failure short of the first step.
    for (let i = 0; i < 2; i++) await fail(store, OWNER, "10.0.0.1", 100 + i);
    await (
      await reserveLoginAttempt({ store, email: OWNER, ip: "10.0.0.1", now: 200 })
    ).succeeded();
    await fail(store, OWNER, "10.0.0.1", 201);
    await refusal(reserveLoginAttempt({ store, email: OWNER, ip: "10.0.0.1", now: 202 }));
  });

  it("counts parallel attempts as they start, so a burst cannot slip past the budget", async () => {
    const store = new MemoryStore();
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        reserveLoginAttempt({ store, email: OWNER, ip: "10.0.0.1", now: 1 }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
  });

  it("limits one address across accounts, and gives back the other slots it took", async () => {
    const store = new MemoryStore();
    for (let i = 0; i < 20; i++) await fail(store, `user${i}@x.test`, "10.0.0.7", 100 + i);
    await refusal(reserveLoginAttempt({ store, email: OWNER, ip: "10.0.0.7", now: 200 }));
    // The refused attempt did not eat into the owner's budget from another address.
    for (let i = 0; i < 3; i++) await fail(store, OWNER, "10.1.0.1", 300 + i);
    await refusal(reserveLoginAttempt({ store, email: OWNER, ip: "10.1.0.1", now: 400 }));
  });
});
