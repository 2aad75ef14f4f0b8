import { describe, expect, it } from "vitest";
import { chooseRelated, pageWindow } from "@/lib/blog";

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
