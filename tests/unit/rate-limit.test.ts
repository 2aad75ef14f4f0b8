import { describe, expect, it } from "vitest";
import { MemoryStore } from "@/lib/rate-limit";

const limit = { name: "test", max: 3, windowMs: 60_000 };

describe("sliding-window rate limit (in process)", () => {
  it("allows the budget, refuses the next request and says when to retry", async () => {
    const store = new MemoryStore();
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) expect((await store.hit("a", limit, t0 + i * 1000)).ok).toBe(true);
    const refused = await store.hit("a", limit, t0 + 10_000);
    expect(refused.ok).toBe(false);
    // The oldest request (t0) leaves the window at t0 + 60 s: 50 s after this attempt.
    expect(refused.retryAfterMs).toBe(50_000);
  });

  it("slides: a request is allowed again once the oldest one is a full window old", async () => {
    const store = new MemoryStore();
    const t0 = 5_000_000;
    for (let i = 0; i < 3; i++) await store.hit("a", limit, t0 + i * 1000);
    expect((await store.hit("a", limit, t0 + 59_999)).ok).toBe(false);
    expect((await store.hit("a", limit, t0 + 60_001)).ok).toBe(true);
    // Only one slot freed: the next is refused until the second request ages out.
    expect((await store.hit("a", limit, t0 + 60_002)).ok).toBe(false);
  });

  it("keeps two limits on one key apart, each with its own window", async () => {
    const store = new MemoryStore();
    const long = { name: "contact", max: 1, windowMs: 600_000 };
    expect((await store.hit("1.2.3.4", long, 0)).ok).toBe(true);
    for (let i = 0; i < 3; i++) expect((await store.hit("1.2.3.4", limit, 1 + i)).ok).toBe(true);
    // A sweep at 2 minutes must not forget the 10-minute limit's hit.
    expect((await store.hit("other", limit, 120_000)).ok).toBe(true);
    expect((await store.hit("1.2.3.4", long, 120_001)).ok).toBe(false);
  });

  it("keeps separate budgets per key", async () => {
    const store = new MemoryStore();
    for (let i = 0; i < 3; i++) await store.hit("a", limit, 1);
    expect((await store.hit("a", limit, 2)).ok).toBe(false);
    expect((await store.hit("b", limit, 2)).ok).toBe(true);
  });
});
