import { DROPDOWN_CLOSE_DELAY_MS } from "@/config/ui";
import { services } from "@/content/services";
import { expect, expectOpensBooking, test } from "./fixtures";
import { Site } from "./pages/site";

test.describe("navigation bar", () => {
  test("the Services dropdown opens on hover and closes 150 ms after the pointer leaves", async ({
    page,
  }) => {
    const site = new Site(page);
    await page.clock.install();
    await site.goto("/");
    // Freeze time so the close delay is measured on the page's own clock, not on test speed.
    await page.clock.pauseAt(Date.now() + 60_000);
    const firstService = site.nav.getByRole("link", {
      name: new RegExp(services[0]?.navSubtitle ?? ""),
    });
    await expect(firstService).toBeHidden();

    await site.servicesButton.hover();
    await expect(site.servicesButton).toHaveAttribute("aria-expanded", "true");
    for (const s of services) {
      await expect(site.nav.getByRole("link", { name: new RegExp(s.navSubtitle) })).toBeVisible();
    }

    // Leave: still open just before the delay ends, closed just after it.
    await page.mouse.move(640, 600);
    await page.clock.runFor(DROPDOWN_CLOSE_DELAY_MS - 10);
    await expect(firstService).toBeVisible();
    await page.clock.runFor(20);
    await expect(firstService).toBeHidden();
    await expect(site.servicesButton).toHaveAttribute("aria-expanded", "false");
  });

  test("moving from the button into the menu keeps it open, and a service link navigates", async ({
    page,
  }) => {
    const site = new Site(page);
    await site.goto("/");
    await site.servicesButton.hover();
    const link = site.nav.getByRole("link", { name: new RegExp(services[2]?.navSubtitle ?? "") });
    await link.hover();
    await link.click();
    await expect(page).toHaveURL(`/services/${services[2]?.slug}`);
  });

  test("the dropdown works from the keyboard and Escape closes it", async ({ page }) => {
    const site = new Site(page);
    await site.goto("/");
    await site.servicesButton.focus();
    await page.keyboard.press("Enter");
    await expect(site.servicesButton).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(
      site.nav.getByRole("link", { name: new RegExp(services[0]?.navSubtitle ?? "") }),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(site.servicesButton).toHaveAttribute("aria-expanded", "false");
    await expect(site.servicesButton).toBeFocused();
  });

  test("Get Started opens the booking in a new tab", async ({ page }) => {
    const site = new Site(page);
    await site.goto("/");
    const cta = site.nav.getByRole("link", { name: /Get Started/ });
    await expect(cta).toHaveAttribute("target", "_blank");
    await expect(cta).toHaveAttribute("rel", /noopener/);
    await expectOpensBooking(page, () => cta.click());
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the menu button shows every item and choosing a link closes it", async ({ page }) => {
    const site = new Site(page);
    await site.goto("/");
    await expect(site.nav.getByRole("link", { name: "Blog" })).toBeHidden();
    await expect(site.menuButton).toHaveAttribute("aria-expanded", "false");
    await site.menuButton.click();
    await expect(site.menuButton).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${await site.menuButton.getAttribute("aria-controls")}`);
    for (const name of ["Home", "Use Cases", "About", "Blog", ...services.map((s) => s.title)]) {
      await expect(menu.getByRole("link", { name, exact: false }).first()).toBeVisible();
    }
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(menu).toBeHidden();
    await expect(site.menuButton).toHaveAttribute("aria-expanded", "false");
  });

  test("tapping the dimmed page or Escape closes it, and the page behind does not scroll", async ({
    page,
  }) => {
    const site = new Site(page);
    await site.goto("/");
    const menu = page.locator(`#${await site.menuButton.getAttribute("aria-controls")}`);
    await site.menuButton.click();
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      "hidden",
    );
    await page.mouse.click(200, 790); // below the panel, on the dimmed page
    await expect(menu).toBeHidden();
    await site.menuButton.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(site.menuButton).toHaveAttribute("aria-expanded", "false");
  });
});
