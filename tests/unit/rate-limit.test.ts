import { describe, expect, it } from "vitest";
import { addressKey } from "@/lib/rate-limit";
import { MemoryStore } from "@/lib/rate-limit-stores";

const limit = { name: "test", max: 3, windowMs: 60_000 };

describe("sliding-window rate limit (in process)", () => {
  it("allows the budget, refuses the next request and says when to retry", async () => {
    const store = new MemoryStore();
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++)
      expect((await store.reserve("a", limit, t0 + i * 1000)).ok).toBe(true);
    const refused = await store.reserve("a", limit, t0 + 10_000);
    // The oldest request (t0) leaves the window at t0 + 60 s: 50 s after this attempt.
    expect(refused).toEqual({ ok: false, retryAfterMs: 50_000 });
  });

  it("slides: a request is allowed again once the oldest one is a full window old", async () => {
    const store = new MemoryStore();
    const t0 = 5_000_000;
    for (let i = 0; i < 3; i++) await store.reserve("a", limit, t0 + i * 1000);
    expect((await store.reserve("a", limit, t0 + 59_999)).ok).toBe(false);
    expect((await store.reserve("a", limit, t0 + 60_001)).ok).toBe(true);
    // Only one slot freed: the next is refused until the second request ages out.
    expect((await store.reserve("a", limit, t0 + 60_002)).ok).toBe(false);
  });

  it("keeps two limits on one key apart, each with its own window", async () => {
    const store = new MemoryStore();
    const long = { name: "contact", max: 1, windowMs: 600_000 };
    expect((await store.reserve("1.2.3.4", long, 0)).ok).toBe(true);
    for (let i = 0; i < 3; i++)
      expect((await store.reserve("1.2.3.4", limit, 1 + i)).ok).toBe(true);
    // A sweep at 2 minutes must not forget the 10-minute limit's hit.
    expect((await store.reserve("other", limit, 120_000)).ok).toBe(true);
    expect((await store.reserve("1.2.3.4", long, 120_001)).ok).toBe(false);
  });

  it("keeps separate budgets per key", async () => {
    const store = new MemoryStore();
    for (let i = 0; i < 3; i++) await store.reserve("a", limit, 1);
    expect((await store.reserve("a", limit, 2)).ok).toBe(false);
    expect((await store.reserve("b", limit, 2)).ok).toBe(true);
  });
});

describe("rate-limit memory under address rotation", () => {
  it("never holds more logs than its cap, dropping the stalest first", async () => {
    const store = new MemoryStore(1_000);
    for (let i = 0; i < 5_000; i++) await store.reserve(`10.0.${i >> 8}.${i & 255}`, limit, 1_000);
    expect(store.size).toBeLessThanOrEqual(1_000);
    // The most recent address still has its count.
    expect(await store.count("10.0.19.135", limit, 1_001)).toBe(1);
  });

  it("counts IPv6 clients by their /64 network, IPv4 clients by address", () => {
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
  });
});

describe("rate-limit memory under a flood of new keys", () => {
  it("frees a key whose requests were all given back, so it cannot push out another's count", async () => {
    const store = new MemoryStore(10);
    for (let i = 0; i < 3; i++) await store.reserve("victim", limit, 1_000);
    for (let i = 0; i < 50; i++) {
      const r = await store.reserve(`passer-${i}`, limit, 1_001);
      if (r.ok) await store.release(`passer-${i}`, limit, r.id);
    }
    expect((await store.reserve("victim", limit, 1_002)).ok).toBe(false);
  });

  it("never drops a pinned count to make room: a full table refuses new keys instead", async () => {
    const pinned = { ...limit, name: "pinned", pinned: true };
    const store = new MemoryStore(1_000, 100);
    for (let i = 0; i < 100; i++) await store.reserve(`k${i}`, pinned, 1_000);
    let refused = 0;
    for (let i = 0; i < 5_000; i++) {
      const r = await store.reserve(`junk-${i}`, pinned, 1_001);
      if (!r.ok && r.full) refused += 1;
    }
    expect(refused).toBe(5_000);
    expect(await store.reserve("junk-0", pinned, 1_002)).toEqual({
      ok: false,
      retryAfterMs: 60_000,
      full: true,
    });
    // The first key still holds its count and keeps counting...
    expect(await store.count("k0", pinned, 1_002)).toBe(1);
    expect((await store.reserve("k0", pinned, 1_002)).ok).toBe(true);
    // ...a caller that must not be refused still gets a key, and ordinary limits are unaffected.
    expect((await store.reserve("owner", pinned, 1_002, true)).ok).toBe(true);
    expect((await store.reserve("visitor", limit, 1_002)).ok).toBe(true);
    // Once the old keys age out, the table takes new ones again.
    expect((await store.reserve("junk-0", pinned, 1_000 + 2 * 60_000)).ok).toBe(true);
  });
});
