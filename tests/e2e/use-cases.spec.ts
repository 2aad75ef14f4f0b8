import { seedUseCases } from "@/content/demo/use-cases";
import { highlightFigure, industryLabel, industryTrail } from "@/lib/use-cases";
import { expect, test } from "./fixtures";

test.describe("use cases", () => {
  test("the list shows every use case with its industry label, figure and at most four results", async ({
    page,
  }) => {
    await page.goto("/use-cases");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(seedUseCases.length);
    for (const [i, u] of seedUseCases.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading")).toHaveText(u.title);
      await expect(card).toContainText(industryLabel(u.industry).toUpperCase(), {
        ignoreCase: true,
      });
      const figure = highlightFigure(u.results);
      if (figure) await expect(card).toContainText(figure.figure);
      await expect(card.getByRole("list", { name: "Results" }).getByRole("listitem")).toHaveCount(
        Math.min(4, u.results.length),
      );
    }
    await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("a card opens the detail page with challenge, solution and results", async ({ page }) => {
    const u = seedUseCases.find((c) => c.industry.includes(" - ")) ?? seedUseCases[0];
    if (!u) throw new Error("no demo use cases");
    await page.goto("/use-cases");
    await page.getByRole("link", { name: u.title }).click();
    await expect(page).toHaveURL(`/use-cases/${u.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(u.title);
    await expect(page.getByText(industryTrail(u.industry), { exact: true })).toBeVisible();
    expect(industryTrail(u.industry)).not.toContain(" - ");
    await expect(page.getByRole("heading", { name: "The challenge" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our solution" })).toBeVisible();
    await expect(
      page.getByRole("complementary", { name: "Results" }).getByRole("listitem"),
    ).toHaveCount(u.results.length);
  });

  test("an unknown use case answers 404", async ({ page }) => {
    const response = await page.goto("/use-cases/not-a-real-case");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Use case not found.");
  });
});
