import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/errors";
import { LOGIN_LIMITS, reserveLoginAttempt } from "@/lib/auth/throttle";
import { MemoryStore } from "@/lib/rate-limit";

const WINDOW = 15 * 60_000;

async function fail(store: MemoryStore, email: string, ip: string, now: number) {
  await reserveLoginAttempt({ store, email, ip, now });
  // Not calling succeeded(): the reservation stands as a failure.
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

describe("login throttle", () => {
  it("uses 5 failures per account and 20 per address in 15 minutes", () => {
    expect(LOGIN_LIMITS.account).toMatchObject({ max: 5, windowMs: WINDOW });
    expect(LOGIN_LIMITS.ip).toMatchObject({ max: 20, windowMs: WINDOW });
  });

  it("refuses the sixth attempt on an account, before any password is checked", async () => {
    const store = new MemoryStore();
    const t0 = 1_000_000;
    for (let i = 0; i < 5; i++) await fail(store, "owner@x.test", `10.0.0.${i}`, t0 + i * 1000);
    const err = await refusal(
      reserveLoginAttempt({ store, email: "owner@x.test", ip: "10.9.9.9", now: t0 + 10_000 }),
    );
    expect(err.status).toBe(429);
    // The first failure leaves the window 15 minutes after it happened.
    expect(err.headers["Retry-After"]).toBe(String((WINDOW - 10_000) / 1000));
    expect(err.message).toBe("Too many failed login attempts. Please try again in 15 minutes.");
  });

  it("slides: one more attempt is allowed once the oldest failure is 15 minutes old", async () => {
    const store = new MemoryStore();
    const t0 = 5_000_000;
    for (let i = 0; i < 5; i++) await fail(store, "owner@x.test", "10.0.0.1", t0 + i * 1000);
    await refusal(
      reserveLoginAttempt({ store, email: "owner@x.test", ip: "10.0.0.1", now: t0 + WINDOW - 1 }),
    );
    await reserveLoginAttempt({
      store,
      email: "owner@x.test",
      ip: "10.0.0.1",
      now: t0 + WINDOW + 1,
    });
    await refusal(
      reserveLoginAttempt({ store, email: "owner@x.test", ip: "10.0.0.1", now: t0 + WINDOW + 2 }),
    );
  });

  it("gives the slots back when the password was right", async () => {
    const store = new MemoryStore();
    for (let i = 0; i < 30; i++) {
      const attempt = await reserveLoginAttempt({
        store,
        email: "owner@x.test",
        ip: "10.0.0.1",
        now: 1000 + i,
      });
      await attempt.succeeded();
    }
    // Four failures then a success: still one failure short of the lock.
    for (let i = 0; i < 4; i++) await fail(store, "owner@x.test", "10.0.0.1", 2000 + i);
    await (
      await reserveLoginAttempt({ store, email: "owner@x.test", ip: "10.0.0.1", now: 3000 })
    ).succeeded();
    await fail(store, "owner@x.test", "10.0.0.1", 3001);
    await refusal(reserveLoginAttempt({ store, email: "owner@x.test", ip: "10.0.0.1", now: 3002 }));
  });

  it("counts parallel attempts as they start, so a burst cannot slip past the budget", async () => {
    const store = new MemoryStore();
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        reserveLoginAttempt({ store, email: "owner@x.test", ip: "10.0.0.1", now: 1 }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
  });

  it("limits one address across accounts, and releases the account slot it took", async () => {
    const store = new MemoryStore();
    for (let i = 0; i < 20; i++) await fail(store, `user${i}@x.test`, "10.0.0.7", 100 + i);
    await refusal(reserveLoginAttempt({ store, email: "owner@x.test", ip: "10.0.0.7", now: 200 }));
    // The refused attempt did not eat into owner's own budget.
    for (let i = 0; i < 5; i++) await fail(store, "owner@x.test", `10.1.0.${i}`, 300 + i);
    await refusal(reserveLoginAttempt({ store, email: "owner@x.test", ip: "10.2.0.1", now: 400 }));
  });
});
