// A visitor's first click counts even while the page's scripts are still on their way: the chat
// button, the small screens' menu and the Services dropdown answer before the app has hydrated,
// and what was asked for happens once it has. Here the framework's scripts are held back until
// the test lets them through, as a slow phone connection would hold them.
import { expect, type Page, test } from "./fixtures";
import { ChatWidget } from "./pages/chat";
import { Site } from "./pages/site";

/** Opens the page with every script of the build held until `release()`. */
async function loadWithScriptsHeld(page: Page, path: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_next\/static\/chunks\/[^?]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  // Not hydrated: React has taken over no element yet.
  expect(
    await page.evaluate(() => Object.keys(document.body).some((k) => k.startsWith("__react"))),
  ).toBe(false);
  return release;
}

test.describe("before the page's scripts have run", () => {
  test("the chat button answers at once, and the chat opens when its code arrives", async ({
    page,
  }) => {
    const release = await loadWithScriptsHeld(page, "/pricing");
    const chat = new ChatWidget(page);
    await chat.launcher.click();
    const opening = page.getByRole("status").filter({ hasText: "Opening the chat with Ava" });
    await expect(opening).toBeVisible();
    await page.waitForTimeout(300);
    await expect(chat.panel).toHaveCount(0);

    release();
    await expect(chat.panel).toBeVisible({ timeout: 15_000 });
    await expect(chat.input).toBeFocused();
    await expect(opening).toBeHidden();
    await expect(chat.log).toContainText("Ava");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the menu opens at once and keeps working once the app has taken over", async ({
      page,
    }) => {
      const release = await loadWithScriptsHeld(page, "/");
      const site = new Site(page);
      await site.menuButton.click();
      const menu = page.locator(".mm");
      await expect(menu.getByRole("link", { name: "Use Cases" })).toBeVisible();

      release();
      await expect(site.menuButton).toHaveAttribute("aria-expanded", "true", { timeout: 15_000 });
      await expect(menu).toBeVisible();
      await menu.getByRole("link", { name: "Use Cases" }).click();
      await expect(page).toHaveURL(/\/use-cases$/);
      await expect(menu).toBeHidden();
    });
  });

  test("the Services dropdown opens on hover, then belongs to the app", async ({ page }) => {
    const release = await loadWithScriptsHeld(page, "/about-us");
    const site = new Site(page);
    const link = site.nav.getByRole("link", { name: /Intelligent automation systems/ });
    await expect(link).toBeHidden();
    await site.servicesButton.hover();
    await expect(link).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(link).toBeHidden();

    release();
    await expect(page.locator(".ddw[data-js]")).toHaveCount(1, { timeout: 15_000 });
    await site.servicesButton.hover();
    await expect(site.servicesButton).toHaveAttribute("aria-expanded", "true");
    await link.click();
    await expect(page).toHaveURL(/\/services\/ai-solutions$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // [path, the page's heading, the text that says nothing is here]
  for (const [path, heading, message] of [
    ["/no-such-page", "Oops! Page not found", "Oops! Page not found"],
    ["/blog/no-such-article", "Article Not Found", "Article Not Found"],
    ["/use-cases/no-such-use-case", "Use case not found.", "Use case not found."],
    // The blog's lists keep their heading; the list itself says it is empty.
    ["/blog/pages/999", /Insights on AI Automation/, "No articles found"],
    ["/blog?tag=No-Such-Tag", /Insights on AI Automation/, "No articles found"],
  ] as const) {
    test(`${path} answers 404 with its page drawn by the server`, async ({ page, request }) => {
      const response = await page.goto(path, { waitUntil: "domcontentloaded" });
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      // Crawlers read the HTML itself.
      const html = await (await request.get(path)).text();
      expect(html).toContain(message.replace("'", "&#x27;"));
      expect(html).toMatch(/<meta name="robots" content="noindex"/);
    });
  }

  test("the chat button still answers", async ({ page }) => {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const card = page.locator("#chat-opening");
    await expect(card).toBeHidden();
    await page.getByRole("button", { name: /Open chat/ }).click();
    await expect(card).toBeVisible();
    // A browser without scripts reads this instead of the spinner (app/site.css, scripting: none).
    expect(await card.innerHTML()).toContain("<noscript>");
  });
});
