import { expect, test } from "./fixtures";
import { Site } from "./pages/site";

test.describe("footer", () => {
  test("has the four columns, both mailboxes, the scheduling link and this year's copyright", async ({
    page,
  }) => {
    const site = new Site(page);
    await site.goto("/");
    for (const title of ["Services", "Company", "Resources", "Connect"]) {
      await expect(site.footer.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await expect(site.footer.locator('a[href^="mailto:support@"]')).toBeVisible();
    await expect(site.footer.locator('a[href^="mailto:hello@"]')).toBeVisible();
    await expect(site.footer.getByRole("link", { name: /Schedule a call/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(site.footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(site.footer).toContainText("human editors approve all posts");
  });

  test("links to the content disclaimer only on blog paths", async ({ page }) => {
    const site = new Site(page);
    const disclaimer = site.footer.getByRole("link", { name: "Content Disclaimer" });
    await site.goto("/");
    await expect(disclaimer).toHaveCount(0);
    await site.goto("/pricing");
    await expect(disclaimer).toHaveCount(0);
    await site.goto("/blog");
    await expect(disclaimer).toBeVisible();
    await disclaimer.click();
    await expect(page).toHaveURL(/\/content-disclaimer$/);
  });
});
