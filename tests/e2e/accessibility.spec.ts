import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

const pages = [
  "/",
  "/services",
  "/services/systems-integration",
  "/pricing",
  "/about-us",
  "/contact",
  "/privacy-policy",
  "/blog",
  "/blog/after-hours-lead-capture-ai-chat-assistant",
  "/use-cases",
  "/use-cases/hill-country-dental-after-hours-booking",
  "/events/ai-automation-workshop-austin",
  "/events/thank-you-event",
  "/admin",
];

test.describe("accessibility", () => {
  for (const path of pages) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
        .analyze();
      const serious = results.violations.filter(
        (v) => v.impact === "serious" || v.impact === "critical",
      );
      expect(
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      ).toEqual([]);
    });
  }

  test("the open chat panel has no serious or critical axe violations", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: /Open chat/ }).click();
    await page
      .getByRole("dialog")
      .getByRole("log")
      .getByText(/How can I help/)
      .waitFor();
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    const serious = results.violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(serious.map((v) => v.id)).toEqual([]);
  });

  test("the layout holds at phone width without horizontal scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of pages) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
