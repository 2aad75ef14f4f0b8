// Every public page names a 1200×630 PNG card that answers; this server has no internet, so an
// emoji or non-Latin title must draw from local fonts.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ADMIN } from "./pages/admin";

test.describe.configure({ mode: "serial" });

const run = Date.now().toString(36);
const worldTitle = `Ship faster 🚀🤖 Привет 你好 مرحبا ${run}`;
const postSlug = `share-card-${run}`;
const eventSlug = `share-card-event-${run}`;
let auth: Record<string, string> = {};
let eventId = "";

async function signIn(request: APIRequestContext) {
  const res = await request.post("/api/auth/login", {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(res.ok()).toBe(true);
  return { authorization: `Bearer ${(await res.json()).token}` };
}

/** The card a page names, read from its head as a crawler reads it. */
async function cardOf(page: Page, path: string): Promise<string> {
  await page.goto(path);
  const meta = (attr: string, key: string) => page.locator(`meta[${attr}="${key}"]`).first();
  const url = (await meta("property", "og:image").getAttribute("content")) ?? "";
  expect(url, `og:image of ${path}`).toMatch(/^https?:\/\/[^/]+\/\S+$/);
  await expect(meta("property", "og:image:width")).toHaveAttribute("content", "1200");
  await expect(meta("property", "og:image:height")).toHaveAttribute("content", "630");
  await expect(meta("name", "twitter:image")).toHaveAttribute("content", url);
  await expect(meta("name", "twitter:image:width")).toHaveAttribute("content", "1200");
  await expect(meta("name", "twitter:image:height")).toHaveAttribute("content", "630");
  return url;
}

/** The card is a 1200×630 PNG (or, `webpToo`, an uploaded image's WebP crop). */
async function expectCard(request: APIRequestContext, url: string, { webpToo = false } = {}) {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  const type = res.headers()["content-type"] ?? "";
  expect(type, url).toMatch(webpToo ? /^image\/(png|webp)$/ : /^image\/png$/);
  if (type !== "image/png") return;
  const png = await res.body();
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
}

test.beforeAll(async ({ request }) => {
  auth = await signIn(request);
  // Later than any other spec's events, so /events/next still leads to theirs when they run.
  const year = new Date().getFullYear() + 3;
  const created = await request.post("/api/admin/events", {
    headers: auth,
    data: {
      title: worldTitle,
      slug: eventSlug,
      starts_at: `${year}-03-10T11:30`,
      ends_at: `${year}-03-10T12:30`,
      time_zone: "America/Chicago",
      status: "published",
    },
  });
  expect(created.status()).toBe(201);
  eventId = (await created.json()).event.id;
});

test.afterAll(async ({ request }) => {
  if (eventId) await request.delete(`/api/admin/events/${eventId}`, { headers: auth });
});

test("every public page names a 1200×630 PNG card at an absolute address", async ({
  page,
  request,
}) => {
  for (const path of [
    "/",
    "/services",
    "/services/ai-solutions",
    "/pricing",
    "/about-us",
    "/contact",
    "/blog",
    "/events",
  ]) {
    await expectCard(request, await cardOf(page, path));
  }

  await page.goto("/blog");
  const article = await page
    .getByRole("region", { name: "Featured article" })
    .getByRole("heading")
    .getByRole("link")
    .getAttribute("href");
  expect(article).toMatch(/^\/blog\/[^/?]+$/);
  await expectCard(request, await cardOf(page, article ?? ""), { webpToo: true });

  await page.goto("/use-cases");
  const useCase = await page
    .getByRole("main")
    .getByRole("article")
    .first()
    .getByRole("heading")
    .getByRole("link")
    .getAttribute("href");
  expect(useCase).toMatch(/^\/use-cases\/[^/?]+$/);
  await expectCard(request, await cardOf(page, useCase ?? ""), { webpToo: true });

  await page.goto("/events/next");
  await expect(page).toHaveURL(/\/events\/(?!list\/|next$)[^/]+$/);
  await expectCard(request, await cardOf(page, new URL(page.url()).pathname));
});

test("a post and an event titled in emoji and other scripts get their cards, drawn offline", async ({
  page,
  request,
}) => {
  const created = await request.post("/api/blog/posts", {
    headers: auth,
    data: {
      title: worldTitle,
      slug: postSlug,
      content_markdown: "A card for every script.",
      status: "published",
    },
  });
  expect(created.status()).toBe(201);
  try {
    const card = await cardOf(page, `/blog/${postSlug}`);
    expect(new URL(card).pathname).toBe(`/blog/${postSlug}/social.png`);
    await expectCard(request, card);

    const eventCard = await cardOf(page, `/events/${eventSlug}`);
    expect(new URL(eventCard).pathname).toBe(`/events/${eventSlug}/social.png`);
    await expectCard(request, eventCard);
  } finally {
    await request.delete(`/api/blog/posts/${postSlug}`, { headers: auth });
  }
});
