// A share card is drawn once per content: asked again, with any query string, it comes from the
// cache (and a browser holding it gets a 304); a changed title is drawn anew.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as postCard } from "@/app/(marketing)/blog/[slug]/social.png/route";
import { upsertPost } from "@/lib/db/queries/blog";
import { metrics } from "@/lib/metrics";
import { resetDatabase } from "../helpers/db";

const served = async (source: "drawn" | "memory" | "disk") =>
  (await metrics().shareCards.get()).values.find((v) => v.labels.source === source)?.value ?? 0;

const ask = (query = "", headers: Record<string, string> = {}) =>
  postCard(new Request(`http://localhost/blog/cards-once/social.png${query}`, { headers }), {
    params: Promise.resolve({ slug: "cards-once" }),
  });

const post = (title: string) =>
  upsertPost({
    slug: "cards-once",
    title,
    content: "<p>Body</p>",
    status: "published",
    tags: ["AI Automation"],
    authorName: "Priya Natarajan",
    publishedAt: new Date("2026-01-05T15:00:00Z"),
  });

beforeAll(async () => {
  await resetDatabase();
  await post("Drawn once, shared often");
});

describe("an article's share card", () => {
  it("is drawn once, whatever the query string, and answers 304 to a browser that has it", async () => {
    const drawn = await served("drawn");
    const first = await ask();
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    expect(first.headers.get("cache-control")).toMatch(/max-age=86400/);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const bytes = Buffer.from(await first.arrayBuffer());

    const fromMemory = await served("memory");
    const again = await Promise.all([
      ask(),
      ask("?utm_source=linkedin"),
      ask(`?v=${Math.random()}`),
    ]);
    for (const res of again) {
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    }
    expect(await served("drawn")).toBe(drawn + 1);
    expect(await served("memory")).toBe(fromMemory + 3);

    const held = await ask("", { "if-none-match": etag ?? "" });
    expect(held.status).toBe(304);
    expect(await held.arrayBuffer()).toHaveProperty("byteLength", 0);
  });

  it("is drawn again when the title changes", async () => {
    const before = (await ask()).headers.get("etag");
    const drawn = await served("drawn");
    await post("A new title, a new card");
    const after = await ask();
    expect(after.headers.get("etag")).not.toBe(before);
    expect(await served("drawn")).toBe(drawn + 1);
  });
});
