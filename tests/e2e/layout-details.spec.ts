// What a reviewer saw at 390 and 1280 px, measured in the page rather than by eye: nothing
// clipped or touching on the pricing menu, addresses that break only where they may, a byline
// without a dangling separator, testimonial authors on one line, a two-column phone footer.
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not laid out");
  return b;
};

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the pricing menu's prices and badges fit their cells and do not touch", async ({
    page,
  }) => {
    await page.goto("/pricing");
    const rows = page.locator(".lit tbody tr");
    expect(await rows.count()).toBeGreaterThan(10);
    const problems = await rows.evaluateAll((trs) =>
      trs.flatMap((tr) => {
        const [, typeCell, priceCell] = [...tr.children] as HTMLElement[];
        const card = tr.closest(".lit")?.getBoundingClientRect();
        const badge = typeCell?.querySelector(".tb")?.getBoundingClientRect();
        const price = priceCell?.getBoundingClientRect();
        const parts = [...(priceCell?.children ?? [])].map((c) => c.getBoundingClientRect());
        const name = tr.querySelector("th")?.textContent ?? "";
        const out: string[] = [];
        if (!card || !badge || !price) return [`${name}: not laid out`];
        for (const p of parts)
          if (p.right > card.right - 8) out.push(`${name}: price reaches the card's edge`);
        if (parts.length && badge.right + 4 > Math.min(...parts.map((p) => p.left)))
          out.push(`${name}: badge touches the price`);
        return out;
      }),
    );
    expect(problems).toEqual([]);
  });

  test("an article's byline never starts a line with a separator", async ({ page }) => {
    await page.goto("/blog");
    await page.locator("article h2 a, article h3 a").first().click();
    const items = page.locator(".byline li");
    await expect(items.first()).toBeVisible();
    const clip = await box(page.locator(".byline"));
    const dots = await items.evaluateAll((lis) =>
      lis.map((li) => {
        const before = getComputedStyle(li, "::before");
        const r = li.getBoundingClientRect();
        return {
          left: r.left + Number.parseFloat(before.left),
          top: r.top,
          content: before.content,
        };
      }),
    );
    // Wrapped or not, a separator shows only between two items on the same line.
    for (const [i, dot] of dots.entries()) {
      const visible = dot.left >= clip.x;
      const startsLine = i === 0 || (dots[i - 1]?.top ?? 0) < dot.top - 2;
      expect({ i, visible }).toEqual({ i, visible: !startsLine });
    }
    // And the body lines up with the title.
    const title = await box(page.getByRole("heading", { level: 1 }));
    const firstParagraph = await box(page.locator(".prose-article > *").first());
    expect(Math.abs(firstParagraph.x - title.x)).toBeLessThan(2);
  });

  test("the footer sets its link columns side by side", async ({ page }) => {
    await page.goto("/about-us");
    const footer = page.getByRole("contentinfo");
    const services = await box(footer.getByRole("heading", { name: "Services", exact: true }));
    const company = await box(footer.getByRole("heading", { name: "Company", exact: true }));
    expect(company.y).toBe(services.y);
    expect(company.x).toBeGreaterThan(services.x + 100);
    // Each social link has its icon, in line with the mail rows' icons.
    const mailIcon = await box(footer.locator('a[href^="mailto:hello@"] .i'));
    for (const name of ["LinkedIn", "X", "YouTube"]) {
      const link = footer.getByRole("link", { name, exact: true });
      const icon = await box(link.locator(".i"));
      expect(icon.width).toBe(mailIcon.width);
    }
  });
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the contact page's addresses stay on one line", async ({ page }) => {
    await page.goto("/contact");
    const section = page.locator("section[aria-labelledby=contact-details-heading]");
    for (const link of await section.locator('a[href^="mailto:"]').all()) {
      const lineHeight = await link.evaluate((a) =>
        Number.parseFloat(getComputedStyle(a).lineHeight),
      );
      expect((await box(link)).height).toBeLessThan(lineHeight * 1.5);
    }
  });

  test("the pricing menu leaves no half-empty row", async ({ page }) => {
    await page.goto("/pricing");
    const cards = await Promise.all((await page.locator(".lit").all()).map(box));
    const columns = new Map<number, number>();
    for (const c of cards)
      columns.set(Math.round(c.x), Math.max(columns.get(Math.round(c.x)) ?? 0, c.y + c.height));
    expect(columns.size).toBe(2);
    // The two columns end within the smallest card's height of each other: no lone card
    // beside a blank space.
    const [a = 0, b = 0] = [...columns.values()];
    expect(Math.abs(a - b)).toBeLessThan(Math.min(...cards.map((c) => c.height)));
  });
});

for (const width of [1024, 1280]) {
  test(`testimonial authors line up across the cards at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const names = page.locator(".quotes figcaption b");
    await expect(names).toHaveCount(3);
    const tops = await names.evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
  });
}
