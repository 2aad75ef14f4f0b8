// What a first visit waits for before the page appears (scripts/page-html.mjs, app/fonts.css): the
// page, its one stylesheet and the preloaded cut of its font. The framework's scripts and the icon
// sprite are asked for once the page has painted, and the page still comes to life.
import { expect, type Page, test } from "./fixtures";

type Fetched = { name: string; startTime: number; initiatorType: string };

/** Everything the page fetched, and when its first paint was, on the page's own clock. */
async function timeline(page: Page) {
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-paint")[0]?.startTime ?? Number.NaN,
    fetched: performance.getEntriesByType("resource").map((r) => ({
      name: new URL(r.name).pathname,
      startTime: r.startTime,
      initiatorType: (r as PerformanceResourceTiming).initiatorType,
    })),
  }));
}

const beforePaint = (fetched: Fetched[], firstPaint: number) =>
  fetched.filter((r) => r.startTime < firstPaint).map((r) => r.name);

test.describe("a first visit", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const path of ["/", "/pricing", "/blog"]) {
    test(`${path} paints before it asks for any script or the icon sprite, then comes to life`, async ({
      page,
    }) => {
      const favicons: string[] = [];
      page.on("request", (r) => {
        if (/\/(icon\.svg|favicon\.ico)$/.test(new URL(r.url()).pathname)) favicons.push(r.url());
      });
      await page.goto(path); // and waits for the app (fixtures.ts)
      const { firstPaint, fetched } = await timeline(page);
      expect(firstPaint).toBeGreaterThan(0);

      const early = beforePaint(fetched, firstPaint);
      expect(early.filter((name) => name.endsWith(".js"))).toEqual([]);
      expect(early).not.toContain("/icons.svg");
      // One stylesheet, and the font's core cut, asked for from the page's first lines.
      expect(fetched.filter((r) => r.name.endsWith(".css"))).toHaveLength(1);
      const fonts = fetched.filter((r) => r.name.endsWith(".woff2") && r.startTime < firstPaint);
      expect(fonts.map((f) => f.name)).toEqual([
        expect.stringMatching(/inter-core\.[\w-]+\.woff2$/),
      ]);
      expect(fonts[0]?.initiatorType).toBe("link");
      // The favicon is in the page, not a file to fetch.
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
        "href",
        /^data:image\/svg\+xml,/,
      );
      expect(favicons).toEqual([]);

      // Afterwards: the scripts ran, the icons are drawn from the sprite, buttons work.
      expect(fetched.some((r) => r.name.endsWith(".js") && r.startTime >= firstPaint)).toBe(true);
      const mask = await page
        .locator(".hdr .i")
        .first()
        .evaluate((i) => getComputedStyle(i).maskImage);
      expect(mask).toMatch(/^url\(".*\/icons\.svg\?v=[0-9a-f]{12}#\w+"\)$/);
      await page.getByRole("button", { name: /Open chat/ }).click();
      await expect(page.getByRole("textbox", { name: /message/i })).toBeVisible();
    });
  }

  test("a page opened in a background tab asks for its scripts without waiting to paint", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(document, "visibilityState", { get: () => "hidden" });
    });
    await page.goto("/pricing");
    const { firstPaint, fetched } = await timeline(page);
    expect(
      beforePaint(fetched, firstPaint).filter((name) => name.endsWith(".js")).length,
    ).toBeGreaterThan(0);
  });
});

test("without JavaScript the page is whole: its icons are drawn from the start", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const mask = await page
      .locator(".hdr .i")
      .first()
      .evaluate((i) => getComputedStyle(i).maskImage);
    expect(mask).toMatch(/^url\(".*\/icons\.svg\?v=[0-9a-f]{12}#\w+"\)$/);
  } finally {
    await context.close();
  }
});
