import { describe, expect, it } from "vitest";
import { chooseRelated, pageWindow } from "@/lib/blog";
import { blogSearchKey, blogSearchPath, blogSearchState } from "@/lib/blog-search-key";

describe("pagination window (at most 5 page buttons)", () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 9, [1, 2, 3, 4, 5]],
    [2, 9, [1, 2, 3, 4, 5]],
    [5, 9, [3, 4, 5, 6, 7]],
    [8, 9, [5, 6, 7, 8, 9]],
    [9, 9, [5, 6, 7, 8, 9]],
    [40, 9, [5, 6, 7, 8, 9]],
  ])("page %i of %i shows %j", (page, total, expected) => {
    expect(pageWindow(page, total)).toEqual(expected);
  });

  it("shows nothing when there are no pages", () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe("related articles", () => {
  const post = (slug: string, tags: string[], day: number) => ({
    slug,
    tags,
    publishedAt: new Date(Date.UTC(2026, 9, day)),
  });
  const current = post("current", ["CRM", "AI Automation"], 10);

  it("never includes the current article and keeps at most three", () => {
    const pool = [current, post("a", [], 1), post("b", [], 2), post("c", [], 3), post("d", [], 4)];
    const related = chooseRelated(current, pool);
    expect(related).toHaveLength(3);
    expect(related.map((p) => p.slug)).not.toContain("current");
  });

  it("prefers articles sharing more tags, then the newest", () => {
    const pool = [
      post("newest-unrelated", ["SEO"], 20),
      post("one-shared-old", ["CRM"], 2),
      post("two-shared", ["CRM", "AI Automation"], 1),
      post("one-shared-new", ["AI Automation"], 9),
    ];
    expect(chooseRelated(current, pool).map((p) => p.slug)).toEqual([
      "two-shared",
      "one-shared-new",
      "one-shared-old",
    ]);
  });

  it("falls back to the newest articles when none share a tag", () => {
    const pool = [post("x", ["SEO"], 1), post("y", ["SEO"], 5), post("z", ["SEO"], 3)];
    expect(chooseRelated(current, pool).map((p) => p.slug)).toEqual(["y", "z", "x"]);
  });
});

describe("a blog search's cached address", () => {
  const path = (query: string) => blogSearchPath(new URLSearchParams(query));
  const key = (query: string) => path(query).replace("/blog/search/", "");

  it("is one address for the same search however it is written", () => {
    expect(path("q=%20crm%20")).toBe(path("q=crm"));
    expect(path("q=crm&page=1")).toBe(path("q=crm"));
    expect(path("page=abc&q=crm")).toBe(path("q=crm"));
    expect(path("q=crm&tag=CRM")).not.toBe(path("q=crm"));
    expect(path("q=crm&page=2")).not.toBe(path("q=crm"));
  });

  it("gives back the search it was made from, unicode and symbols included", () => {
    for (const [query, state] of [
      ["q=crm", { q: "crm", page: 1 }],
      [
        "q=caf%C3%A9+%26+50%25%2Fday&tag=AI+Automation&page=3",
        { q: "café & 50%/day", tag: "AI Automation", page: 3 },
      ],
    ] as const) {
      expect(path(query)).toMatch(/^\/blog\/search\/[A-Za-z0-9_-]+$/);
      expect(blogSearchState(key(query))).toEqual({ tag: undefined, ...state });
    }
  });

  it("has an address for the longest search and tag in any script", () => {
    // Three bytes a character (nine once percent-encoded), each field at its limit.
    const q = "検索".repeat(50);
    const tag = "タグ".repeat(25);
    const query = new URLSearchParams({ q, tag, page: "10000" }).toString();
    expect(blogSearchState(key(query))).toEqual({ q, tag, page: 10_000 });
  });

  it("refuses any key that is not the canonical key of a search", () => {
    const canonical = key("q=crm");
    expect(blogSearchState(canonical)).not.toBeNull();
    for (const other of [
      blogSearchKey({ page: 1 }), // no search
      Buffer.from("q=+crm").toString("base64url"), // not trimmed
      Buffer.from("page=1&q=crm").toString("base64url"), // not the canonical order
      `${canonical}=`,
      "not base64!",
      "A".repeat(2049),
    ]) {
      expect(blogSearchState(other), other).toBeNull();
    }
  });

  it("sends an empty search to the cached list of its tag and page", () => {
    expect(path("q=")).toBe("/blog/pages/1");
    expect(path("q=%20&page=2")).toBe("/blog/pages/2");
    expect(path("q=&tag=AI+Automation")).toBe("/blog/tagged/AI%20Automation/1");
  });
});
