import { aboutIntro } from "@/content/about";
import { seedPosts } from "@/content/demo/blog";
import { seedUseCases } from "@/content/demo/use-cases";
import { hero } from "@/content/home";
import { pricingPage } from "@/content/pricing";
import { services } from "@/content/services";
import { expect, expectNoConsoleErrors, test } from "./fixtures";

/** What each type needs for search engines' rich results. */
const REQUIRED: Record<string, string[]> = {
  ProfessionalService: ["name", "url", "logo", "address", "areaServed"],
  WebSite: ["name", "url", "potentialAction"],
  BreadcrumbList: ["itemListElement"],
  BlogPosting: ["headline", "image", "datePublished", "author", "publisher"],
  Event: ["name", "startDate", "location", "eventAttendanceMode", "organizer"],
};

const routes: Array<{ path: string; h1: string | RegExp }> = [
  { path: "/", h1: hero.headline },
  { path: "/services", h1: /./ },
  ...services.map((s) => ({ path: `/services/${s.slug}`, h1: s.hero.title })),
  { path: "/pricing", h1: pricingPage.title },
  { path: "/about-us", h1: aboutIntro.heading },
  { path: "/privacy-policy", h1: "Privacy Policy" },
  { path: "/content-disclaimer", h1: "Content Disclaimer" },
  { path: "/contact", h1: /./ },
  { path: "/blog", h1: /./ },
  { path: "/use-cases", h1: /./ },
];

test.describe("every public route renders", () => {
  for (const route of routes) {
    test(`${route.path} answers 200 with one h1, a title and a description`, async ({
      page,
      consoleErrors,
    }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(route.h1);
      await expect(page).toHaveTitle(/Bluebonnet Labs/);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(40);
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      expectNoConsoleErrors(consoleErrors);
    });
  }

  test("legal pages show today's date as last updated, not the build date", async ({ page }) => {
    const today = new Intl.DateTimeFormat("en-US", {
      dateStyle: "long",
      timeZone: "America/Chicago",
    }).format(new Date());
    for (const path of ["/privacy-policy", "/content-disclaimer"]) {
      const response = await page.goto(path);
      await expect(page.getByText(/^Last updated/)).toContainText(today);
      // Made once for the day and shared, like the other static pages.
      expect(response?.headers()["cache-control"]).toMatch(/s-maxage=/);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test("a legal page's dated address is not a page of its own", async ({ request }) => {
    for (const path of ["/privacy-policy/2030-01-01", "/content-disclaimer/2026-01-01"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain("Page not found");
    }
  });

  test("the privacy policy has eleven numbered sections and names Texas law", async ({ page }) => {
    await page.goto("/privacy-policy");
    const sections = page.getByRole("heading", { level: 2, name: /^\d+\./ });
    await expect(sections).toHaveCount(11);
    await expect(page.getByRole("main")).toContainText("Texas");
  });

  test("pricing shows every package and the line-item prices", async ({ page }) => {
    await page.goto("/pricing");
    const main = page.getByRole("main");
    for (const text of [
      "Starter",
      "$5,000",
      "Growth",
      "$8,000",
      "AI Max",
      "$10,000+",
      "$2,500",
      "$1,250",
      "$150",
      "$350",
    ]) {
      await expect(main).toContainText(text);
    }
  });
});

test.describe("redirects and the not-found page", () => {
  test("/about and /case-studies lead to real pages", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveURL(/\/about-us$/);
    await page.goto("/case-studies");
    await expect(page).toHaveURL(/\/use-cases$/);
  });

  test("an unknown path answers 404 with a way home", async ({ page }) => {
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.headline);
  });

  test("an unknown API path answers a JSON 404", async ({ request }) => {
    const response = await request.get("/api/nothing-here");
    expect(response.status()).toBe(404);
    expect((await response.json()).error.code).toBe("not_found");
  });
});

test.describe("search engines", () => {
  test("robots.txt keeps crawlers out of the admin and API and points at the sitemap", async ({
    request,
  }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
    // Only the lines the robots standard knows (Host is a search engine's own, without a scheme).
    for (const line of robots.split("\n").filter((l) => l.trim()))
      expect(line).toMatch(/^(User-Agent|Allow|Disallow|Sitemap): /i);
  });

  test("every page in the sitemap has a whole share card and structured data search engines accept", async ({
    request,
  }) => {
    test.setTimeout(90_000);
    const xml = await (await request.get("/sitemap.xml")).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
    expect(urls.length).toBeGreaterThan(20);
    const seen = new Map<string, number>();
    for (const url of urls) {
      const { pathname } = new URL(url);
      const html = await (await request.get(pathname)).text();
      const meta = (property: string) =>
        html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];
      // og:url is the page's own absolute address, as the sitemap names it.
      const bare = (u?: string) => u?.replace(/\/$/, "");
      expect(bare(meta("og:url")), `${pathname} og:url`).toBe(bare(url));
      expect(meta("og:type"), `${pathname} og:type`).toMatch(/^(website|article)$/);
      expect(meta("og:site_name"), `${pathname} og:site_name`).toBeTruthy();
      expect(meta("og:title"), `${pathname} og:title`).toBeTruthy();
      expect(meta("og:image"), `${pathname} og:image`).toMatch(/^http/);

      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      ].map((m) => JSON.parse(m[1] as string) as Record<string, unknown>);
      for (const data of blocks) {
        expect(data["@context"], pathname).toBe("https://schema.org");
        const type = data["@type"] as string;
        seen.set(type, (seen.get(type) ?? 0) + 1);
        for (const key of REQUIRED[type] ?? ["name"])
          expect(data[key], `${pathname} ${type}.${key}`).toBeTruthy();
        if (type === "BreadcrumbList") {
          const items = data.itemListElement as Array<Record<string, unknown>>;
          expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
          expect(items.at(-1)?.item, `${pathname} breadcrumb ends at the page`).toBe(url);
          for (const i of items) expect(String(i.item)).toMatch(/^http/);
        }
        if (type === "ProfessionalService") {
          const address = data.address as Record<string, string>;
          expect(address.addressLocality).toBe("Austin");
          expect(address.addressRegion).toBe("TX");
          expect((data.sameAs as string[]).length).toBeGreaterThan(0);
        }
        if (type === "WebSite") {
          const action = data.potentialAction as { target: { urlTemplate: string } };
          expect(action.target.urlTemplate).toContain("/blog?q={search_term_string}");
        }
      }
      const types = blocks.map((b) => b["@type"]);
      if (pathname === "/") expect(types).toEqual(["ProfessionalService", "WebSite"]);
      if (pathname === "/about-us") expect(types).toContain("ProfessionalService");
      if (/^\/(services|blog|use-cases|events)\/[^/]+$/.test(pathname))
        expect(types, `${pathname} breadcrumbs`).toContain("BreadcrumbList");
      if (pathname.startsWith("/blog/")) expect(types).toContain("BlogPosting");
      if (pathname.startsWith("/events/")) expect(types).toContain("Event");
    }
    expect(seen.get("BreadcrumbList")).toBeGreaterThanOrEqual(services.length + seedPosts.length);
  });

  test("the sitemap lists the main pages, every service, blog post and use case", async ({
    request,
  }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const paths = [
      "/services/ai-solutions",
      "/services/systems-integration",
      "/pricing",
      "/about-us",
      "/blog",
      "/use-cases",
      ...seedPosts.map((p) => `/blog/${p.slug}`),
      ...seedUseCases.map((u) => `/use-cases/${u.slug}`),
    ];
    for (const path of paths) expect(xml).toContain(`${path}</loc>`);
  });
});
