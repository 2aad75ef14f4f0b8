import { faqs, faqWorkshopCta } from "@/content/faq";
import { comparison, resultsStats, testimonials } from "@/content/home";
import { expect, test } from "./fixtures";
import { PHASE_CLOCK } from "./pages/workshop";

test.describe("home page", () => {
  test("shows the comparison, six benefits, the results band and three testimonials", async ({
    page,
  }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByText(comparison.ours.badge, { exact: true })).toBeVisible();
    await expect(
      page.getByRole("region", { name: /What We Build/ }).getByRole("listitem"),
    ).toHaveCount(6);
    for (const stat of resultsStats) await expect(main).toContainText(stat.value);
    for (const t of testimonials) {
      await expect(main.getByText(t.author)).toBeVisible();
      // The monogram beside the name is decoration: the name is not announced twice.
      await expect(main.getByRole("img", { name: t.author })).toHaveCount(0);
    }
  });

  const videoConfigured = Boolean(process.env.DEMO_VIDEO_ID);

  test("the demo video makes no third-party request until the visitor clicks play", async ({
    page,
  }) => {
    test.skip(!videoConfigured, "this build has no DEMO_VIDEO_ID");
    const external: string[] = [];
    page.on("request", (r) => {
      if (!/^https?:\/\/(127\.0\.0\.1|localhost)/.test(r.url())) external.push(r.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(external).toEqual([]);
    await page.getByRole("button", { name: /Play video/ }).click();
    await expect(page.locator("iframe")).toHaveAttribute(
      "src",
      `https://www.youtube-nocookie.com/embed/${process.env.DEMO_VIDEO_ID}?autoplay=1&rel=0`,
    );
  });

  test("without a demo video the hero shows the product still and no play button", async ({
    page,
  }) => {
    test.skip(videoConfigured, "this build has a DEMO_VIDEO_ID");
    await page.goto("/");
    await expect(page.getByRole("img", { name: /AI chat assistant booking/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /Play video/ })).toHaveCount(0);
  });
});

test.describe("FAQ", () => {
  test("opens one answer at a time and closes the open one when clicked again", async ({
    page,
  }) => {
    await page.goto("/");
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    const questions = faq.locator("summary");
    await expect(questions).toHaveCount(8);
    const item = (i: number) => faq.locator("details").nth(i);
    const first = questions.nth(0);
    const second = questions.nth(1);
    await expect(first).toHaveText(faqs[0].question);

    for (let i = 0; i < 8; i++) await expect(item(i)).not.toHaveAttribute("open");
    await first.click();
    await expect(item(0)).toHaveAttribute("open");
    await expect(faq.getByText(faqs[0].answer)).toBeVisible();

    await second.click();
    await expect(item(1)).toHaveAttribute("open");
    await expect(item(0)).not.toHaveAttribute("open");
    await expect(faq.getByText(faqs[0].answer)).toBeHidden();
    await expect(faq.getByText(faqs[1].answer)).toBeVisible();

    // From the keyboard too, and the open one closes when chosen again.
    await second.focus();
    await page.keyboard.press("Enter");
    await expect(item(1)).not.toHaveAttribute("open");
    await expect(faq.getByText(faqs[1].answer)).toBeHidden();
  });

  test("the workshop button goes to the event page, and says Sep 4 before the event", async ({
    page,
  }) => {
    await page.clock.install({ time: PHASE_CLOCK.upcoming });
    await page.goto("/");
    const button = page.getByRole("link", { name: faqWorkshopCta.label.upcoming });
    await expect(button).toHaveText("Join AI for Business — Sep 4");
    await expect(button).toHaveAttribute("href", faqWorkshopCta.href.upcoming);
  });
});
