import { readdirSync } from "node:fs";
import { seedPosts } from "@/content/demo/blog";
import { distDir } from "../../config/build-dir.mjs";
import { expect, expectNoConsoleErrors, test } from "./fixtures";

const published = [...seedPosts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const featured = published.find((p) => p.isFeatured);
// The featured article is shown above the list, never again inside it.
const listed = published.filter((p) => p !== featured);
const tagCounts = new Map<string, number>();
for (const p of seedPosts) for (const t of p.tags) tagCounts.set(t, (tagCounts.get(t) ?? 0) + 1);
const topTag = [...tagCounts.entries()].sort(
  (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
)[0] ?? ["", 0];

const cardTitles = (page: import("@playwright/test").Page) =>
  page
    .getByRole("region", { name: /Latest articles/ })
    .getByRole("article")
    .getByRole("heading");

test.describe("blog list", () => {
  test("shows the featured article, six cards and pages through the rest", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/blog");
    await expect(
      page.getByRole("region", { name: "Featured article" }).getByRole("heading", { level: 3 }),
    ).toHaveText(featured?.title ?? "");
    await expect(cardTitles(page)).toHaveText(listed.slice(0, 6).map((p) => p.title));
    await expect(cardTitles(page).filter({ hasText: featured?.title ?? "" })).toHaveCount(0);

    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const pages = Math.ceil(listed.length / 6);
    await expect(pagination.getByRole("link", { name: /^Page \d+$/ })).toHaveCount(
      Math.min(5, pages),
    );

    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(cardTitles(page)).toHaveText(listed.slice(6, 12).map((p) => p.title));
    await expect(page.getByRole("region", { name: "Featured article" })).toHaveCount(0);
    await pagination.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expectNoConsoleErrors(consoleErrors);
  });

  test("choosing a tag filters and goes back to page 1; choosing it again clears it", async ({
    page,
  }) => {
    await page.goto("/blog?page=2");
    const filters = page.getByRole("navigation", { name: "Filter by tag" });
    await expect(filters.getByRole("link")).toHaveCount(Math.min(8, tagCounts.size));
    await filters.getByRole("link", { name: new RegExp(`^${topTag[0]}`) }).click();
    await expect(page).toHaveURL(
      new RegExp(`/blog\\?tag=${encodeURIComponent(topTag[0]).replace(/%20/g, "\\+")}$`),
    );
    await expect(page.getByText(`${topTag[1]} articles tagged ${topTag[0]}`)).toBeVisible();
    const active = filters.getByRole("link", { name: new RegExp(`^${topTag[0]}`) });
    await expect(active).toHaveAttribute("aria-current", "true");
    await active.click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(filters.locator("[aria-current]")).toHaveCount(0);
  });

  test("tag, page and search views are served from the cache", async ({ request }) => {
    for (const path of [
      "/blog",
      "/blog?page=2",
      "/blog?tag=CRM",
      "/blog?tag=CRM&page=1",
      "/blog?q=crm",
      "/blog?q=crm&tag=CRM",
    ]) {
      await request.get(path);
      const again = await request.get(path);
      expect(again.status(), path).toBe(200);
      expect(again.headers()["x-nextjs-cache"], path).toBe("HIT");
    }
    // The same search written differently is the same page; an empty one is the list.
    const spaced = await request.get("/blog?q=%20crm%20");
    expect(spaced.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(await spaced.text()).toContain("matching “<strong");
    const empty = await request.get("/blog?q=");
    expect(empty.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(await empty.text()).not.toContain("matching “");
    // Only the address a search is rewritten to is served: any other key is not found.
    expect((await request.get("/blog/search/bm90LWEta2V5")).status()).toBe(404);
  });

  test("searches and tags made up by a visitor are cached in memory, never written to disk", async ({
    request,
  }) => {
    const run = Date.now().toString(36);
    for (const path of [`/blog?q=made-up-${run}`, `/blog?tag=made-up-${run}`]) {
      await request.get(path);
      expect((await request.get(path)).headers()["x-nextjs-cache"], path).toBe("HIT");
    }
    // Where Next would write a page it made at run time: nothing of this run is there.
    const key = Buffer.from(`q=made-up-${run}`).toString("base64url");
    const written = readdirSync(`${distDir}/server`, { recursive: true }).map(String);
    expect(written.filter((f) => f.includes(run) || f.includes(key))).toEqual([]);
  });

  test("search finds matching articles and says so when nothing matches", async ({ page }) => {
    await page.goto("/blog?page=2");
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await search.fill("QuickBooks");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/blog\?q=QuickBooks$/);
    const expected = seedPosts.filter((p) =>
      [p.title, p.excerpt, p.content].some((s) => s.toLowerCase().includes("quickbooks")),
    ).length;
    await expect(page.getByText(new RegExp(`^${expected} articles? matching`))).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(Math.min(6, expected));

    await search.fill("zebra accounting on mars");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No articles found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
  });
});

test.describe("blog article", () => {
  const post = published[1] ?? published[0];

  test("renders the article with share links, author and three related articles", async ({
    page,
    consoleErrors,
  }) => {
    if (!post) throw new Error("no demo posts");
    const response = await page.goto(`/blog/${post.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(page).toHaveTitle(
      new RegExp(post.title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/blog/${post.slug}$`),
    );
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    );
    expect(ld).toMatchObject({ "@type": "BlogPosting", headline: post.title });

    const url = encodeURIComponent(page.url());
    await expect(page.getByRole("link", { name: /Share on X/ })).toHaveAttribute(
      "href",
      new RegExp(`url=${url}`),
    );
    await expect(page.getByRole("link", { name: /Share on Facebook/ })).toHaveAttribute(
      "href",
      new RegExp(`u=${url}`),
    );
    await expect(page.getByRole("link", { name: /Share on LinkedIn/ })).toHaveAttribute(
      "href",
      new RegExp(`url=${url}`),
    );
    await expect(page.getByRole("link", { name: /Share on X/ })).toHaveAttribute(
      "href",
      new RegExp(`text=${encodeURIComponent(post.title).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
    );
    await expect(page.getByRole("complementary", { name: "About the author" })).toBeVisible();
    // Human review shown, as the content disclaimer promises; and a next step at the end.
    await expect(page.getByText(/^(Written and r|R)eviewed by \S/)).toBeVisible();
    const next = page.getByRole("complementary", { name: "Want this working in your business?" });
    await expect(next.getByRole("link", { name: "Book a free strategy call" })).toBeVisible();
    await expect(next.getByRole("link", { name: "See the next workshop" })).toHaveAttribute(
      "href",
      "/events/next",
    );

    const related = page.getByRole("region", { name: "Related articles" }).getByRole("article");
    await expect(related).toHaveCount(3);
    await expect(related.getByRole("heading", { name: post.title, exact: true })).toHaveCount(0);
    expectNoConsoleErrors(consoleErrors);
  });

  test("an article without its own image shows the fallback image", async ({ page }) => {
    const noImage = seedPosts.find((p) => p.featuredImage === null);
    if (!noImage) throw new Error("demo content needs a post without image");
    await page.goto(`/blog/${noImage.slug}`);
    // The site's own drawing, written into the page (components/ui/first-screen-picture.tsx).
    await expect(
      page.getByRole("main").locator('[data-src$="/fallback.svg"]').first(),
    ).toBeVisible();
  });

  test("an unknown article answers 404 with a way back to the blog", async ({ page }) => {
    const response = await page.goto("/blog/this-article-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Not Found");
    await expect(
      page.getByText("The article you're looking for doesn't exist or may have been moved."),
    ).toBeVisible();
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});
