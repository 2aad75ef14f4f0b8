// Browser protections and trusted client addresses, checked against the real server: no
// Content-Security-Policy violation anywhere a visitor goes, the headers on every response, and
// a forged X-Forwarded-For that moves nothing when `npm start` faces clients directly.
import { rmSync } from "node:fs";
import { seedPosts } from "@/content/demo/blog";
import { seedUseCases } from "@/content/demo/use-cases";
import { services } from "@/content/services";
import { expect, recordCspViolations, test } from "./fixtures";
import { ChatWidget } from "./pages/chat";
import { ContactFormPage } from "./pages/contact-form";
import { type SecondServer, startSecondServer } from "./second-server";

const routes = [
  "/",
  "/services",
  ...services.map((s) => `/services/${s.slug}`),
  "/pricing",
  "/use-cases",
  `/use-cases/${seedUseCases[0]?.slug}`,
  "/about-us",
  "/blog",
  "/blog?tag=AI%20Automation",
  `/blog/${seedPosts[0]?.slug}`,
  "/contact",
  "/events/ai-automation-workshop-austin",
  "/events/thank-you-event",
  "/privacy-policy",
  "/content-disclaimer",
  "/admin",
  "/no-such-page",
];

test.describe("Content-Security-Policy", () => {
  test("no violation on any route, in the chat, or when the video plays", async ({ page }) => {
    test.setTimeout(90_000);
    const violations = await recordCspViolations(page);
    for (const path of routes) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    // The contact form validates in the browser before it sends.
    await page.goto("/contact");
    const form = new ContactFormPage(page);
    await form.fill({ name: "Renee Castillo", email: "renee@csp.example" });
    await form.submit.click();
    await expect(page.getByText("Message Sent!").first()).toBeVisible();

    await page.goto("/");
    const chat = new ChatWidget(page);
    await chat.open();
    await chat.say("How much does the Growth package cost?");
    await chat.close.click();
    await page.getByRole("button", { name: /^Play video/ }).click();
    await expect(page.locator("iframe[src*='youtube-nocookie.com']")).toBeAttached();
    await page.waitForTimeout(500);
    expect(violations).toEqual([]);
  });

  test("every response carries the protections, the API included", async ({ request }) => {
    for (const path of ["/", "/events/ai-automation-workshop-austin", "/api/blog/tags", "/nope"]) {
      const res = await request.get(path);
      const csp = res.headers()["content-security-policy"] ?? "";
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'self'",
        "form-action 'self'",
      ]) {
        expect(csp, path).toContain(directive);
      }
      expect(res.headers()["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(res.headers()["permissions-policy"], path).toContain("camera=()");
      // The test site is plain http: no HSTS (it is sent when SITE_URL is https).
      expect(res.headers()["strict-transport-security"]).toBeUndefined();
    }
    const workshop = (await request.get("/events/ai-automation-workshop-austin")).headers();
    expect(workshop["content-security-policy"]).toContain("https://js.stripe.com");
    const home = (await request.get("/")).headers();
    expect(home["content-security-policy"]).not.toContain("stripe");
  });

  test("another site's page cannot post a lead through its visitors' browsers", async ({
    request,
  }) => {
    const res = await request.post("/api/chat/summary", {
      headers: { origin: "https://evil.example", "content-type": "text/plain" },
      data: "{}",
    });
    expect(res.status()).toBe(403);
  });
});

test.describe("the client's address with no proxy in front", () => {
  const port = 3197;
  const dataDir = ".data-e2e-direct";
  let server: SecondServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    rmSync(dataDir, { recursive: true, force: true });
    server = await startSecondServer(port, { DATA_DIR: dataDir, TRUST_PROXY_HOPS: "0" });
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("`npm start` ignores a forged X-Forwarded-For: the sixth contact post is refused", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/api/contact`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `10.7.7.${i + 1}`,
          "x-real-ip": `10.8.8.${i + 1}`,
        },
        body: JSON.stringify({ name: `Visitor ${i}`, email: `v${i}@example.com` }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

test.describe("pages with bad query values", () => {
  const values = [
    "%00",
    "%01",
    "-1",
    "0",
    "abc",
    "1e9",
    "%3Cscript%3E",
    "'%20OR%201=1",
    "%",
    "x".repeat(3000),
  ];

  test("render their normal state with the right status, never a server error", async ({
    request,
  }) => {
    for (const v of values) {
      // A tag no article carries is no page of the blog: the blog's own 404.
      const tagged = await request.get(`/blog?tag=${v}`);
      expect([200, 404], `tag ${v.slice(0, 40)}`).toContain(tagged.status());
      if (tagged.status() === 404) expect(await tagged.text()).toContain("No articles found");
      for (const path of [
        `/blog?q=${v}`,
        `/blog?page=${v}`,
        `/blog?q=${v}&tag=${v}&page=${v}`,
        `/admin?qualification=${v}&date_from=${v}&page=${v}`,
        `/use-cases?page=${v}`,
      ]) {
        const res = await request.get(path);
        expect(res.status(), path.slice(0, 80)).toBe(200);
      }
      for (const path of [`/blog/${v}`, `/use-cases/${v}`]) {
        const res = await request.get(path);
        expect([404, 400], path.slice(0, 80)).toContain(res.status());
      }
    }
    const nul = await request.get("/blog?q=%00");
    expect(await nul.text()).not.toContain("Failed to load blog posts");
  });
});

test.describe("with the database unreachable", () => {
  const port = 3198;
  let server: SecondServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    // Nothing listens on port 1: every connection is refused, as when PostgreSQL is down.
    server = await startSecondServer(port, {
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/site",
      TRUST_PROXY_HOPS: "0",
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("static pages still load, and the data endpoints answer 503 with Retry-After at once", async () => {
    expect((await fetch(`${server?.url}/pricing`)).status).toBe(200);
    const started = Date.now();
    const res = await fetch(`${server?.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Lee Park", email: "lee@example.com" }),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await res.json()).error.code).toBeTruthy();
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test("the server is alive but not ready: /healthz 200, /readyz 503", async () => {
    const live = await fetch(`${server?.url}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${server?.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await ready.json()).toEqual({
      error: { code: "not_ready", message: "The database is not reachable." },
    });
  });

  test("pages show their error state, never a server error", async ({ page }) => {
    // A search this server has not cached yet (each server keeps its own page cache in memory).
    await page.goto(`${server?.url}/blog?q=automation`);
    await expect(page.getByRole("heading", { name: "Failed to load blog posts" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();

    // The use-case list is served from the page cache when it is there, else its error state.
    const list = await page.goto(`${server?.url}/use-cases`);
    expect(list?.status()).not.toBe(500);
    await expect(page.getByRole("heading", { level: 1, name: /Real Businesses/ })).toBeVisible();
    await expect(
      page
        .getByText("Failed to load use cases. Please try again later.")
        .or(page.getByRole("article").first()),
    ).toBeVisible();
    const useCase = await page.goto(`${server?.url}/use-cases/not-cached-${Date.now()}`);
    expect(useCase?.status()).toBe(503);
    await expect(page.getByRole("heading", { name: "Failed to load the use case." })).toBeVisible();

    // An article no server has rendered yet (rendered ones are served from the page cache).
    const article = await page.goto(`${server?.url}/blog/not-cached-${Date.now()}`);
    expect(article?.status()).toBe(503);
    expect(article?.headers()["retry-after"]).toMatch(/^\d+$/);
    await expect(page.getByRole("heading", { name: "Error Loading Article" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Back to Blog/ })).toBeVisible();
  });
});
