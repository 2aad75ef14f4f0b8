// The sign-in throttle as the owner and an attacker meet it: guesses from one address slow down
// fast, a stranger's failures never lock the owner out of their usual address, and guessing an
// account stays bounded however many addresses the attacker has.
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/errors";
import { firstRefusalInWindow, LOGIN_LIMITS, reserveLoginAttempt } from "@/lib/auth/throttle";
import { MemoryStore } from "@/lib/rate-limit-stores";

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

describe("sign-in throttle under a flood of junk", () => {
  it("keeps counting an account's failures however many junk emails one address sends", async () => {
    const store = new MemoryStore();
    const t0 = 4_000_000;
    for (let i = 0; i < 3; i++) await fail(store, OWNER, "10.0.0.1", t0 + i);
    // The attacker's other address cycles through new emails, more than the table could hold.
    for (let i = 0; i < 35_000; i++) {
      await fail(store, `junk${i}@x.test`, "10.0.0.2", t0 + 10 + i / 1000).catch(() => {});
    }
    // Still within the minute: the fourth guess at the account is refused.
    await refusal(reserveLoginAttempt({ store, email: OWNER, ip: "10.0.0.1", now: t0 + 50_000 }));
  });

  it("never erases failures when many addresses fill the table; the owner's usual address still gets in", async () => {
    const store = new MemoryStore(100_000, 300);
    const t0 = 5_000_000;
    for (let i = 0; i < 3; i++) await fail(store, OWNER, "10.0.0.1", t0 + i);
    let refused = 0;
    for (let a = 0; a < 100; a++) {
      for (let k = 0; k < 5; k++) {
        await fail(store, `junk${a}-${k}@x.test`, `198.51.${a}.1`, t0 + 10 + a).catch(() => {
          refused += 1;
        });
      }
    }
    expect(refused).toBeGreaterThan(0);
    const now = t0 + 1_000;
    await refusal(reserveLoginAttempt({ store, email: OWNER, ip: "10.0.0.1", now }));
    // A stranger at a new address is refused until the table has room again...
    const stranger = await refusal(
      reserveLoginAttempt({ store, email: OWNER, ip: "203.0.113.5", now }),
    );
    expect(stranger.status).toBe(429);
    // ...the owner, at an address they signed in from, is not...
    const usual = { store, email: OWNER, ip: "192.0.2.10", usualAddress: async () => true };
    await (await reserveLoginAttempt({ ...usual, now })).succeeded();
    // ...and guesses from there still stop at 3 a minute.
    for (let i = 0; i < 3; i++) await reserveLoginAttempt({ ...usual, now: now + 1 + i });
    await refusal(reserveLoginAttempt({ ...usual, now: now + 10 }));
    // Once the flood's counters age out, new addresses are served again.
    await (
      await reserveLoginAttempt({ store, email: OWNER, ip: "203.0.113.5", now: t0 + 2 * 3_600_000 })
    ).succeeded();
  });

  it("leaves nothing behind for right passwords, so sign-ins never fill the table", async () => {
    const store = new MemoryStore(100_000, 20);
    for (let i = 0; i < 100; i++) {
      const attempt = await reserveLoginAttempt({ store, email: OWNER, ip: `10.9.0.${i}`, now: i });
      await attempt.succeeded();
    }
    await (
      await reserveLoginAttempt({ store, email: "other@x.test", ip: "10.9.1.1", now: 200 })
    ).succeeded();
  });
});

describe("audit of throttled attempts", () => {
  it("marks one refusal per address per 15 minutes, however many follow", async () => {
    const store = new MemoryStore();
    const t0 = 6_000_000;
    const marks = [];
    for (let i = 0; i < 50; i++)
      marks.push(await firstRefusalInWindow("10.0.0.1", { store, now: t0 + i }));
    expect(marks.filter(Boolean)).toHaveLength(1);
    expect(await firstRefusalInWindow("10.0.0.2", { store, now: t0 + 60 })).toBe(true);
    expect(await firstRefusalInWindow("10.0.0.1", { store, now: t0 + 15 * MINUTE + 1 })).toBe(true);
  });
});
