// What a sceptical buyer notices in the first minute: a broken 404, a squashed button, a menu that
// shuts under the pointer, a chat button sitting on the form they want to send, and a chat that
// does not say what it is.
import { suggestedQuestions } from "@/content/assistant";
import { seedPosts } from "@/content/demo/blog";
import { packages } from "@/content/pricing";
import { services } from "@/content/services";
import { workshop } from "@/content/workshop";
import { expect, test } from "./fixtures";
import { ChatWidget, setFakeGemini } from "./pages/chat";
import { ContactFormPage } from "./pages/contact-form";
import { Site } from "./pages/site";

test.describe("the not-found page", () => {
  for (const path of ["/this-page-does-not-exist", "/services/anything"]) {
    test(`${path}: status 404, one header, one footer and its own title`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("banner")).toHaveCount(1);
      await expect(page.getByRole("contentinfo")).toHaveCount(1);
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(1);
      await expect(page).toHaveTitle(/^Page not found/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
      await expect(page.getByRole("link", { name: /Return to Home/ })).toHaveAttribute("href", "/");
    });
  }
});

test("the pricing cards' buttons are all the same height", async ({ page }) => {
  await page.goto("/pricing");
  const heights: number[] = [];
  for (const pkg of packages) {
    const card = page.getByRole("article", { name: pkg.name, exact: true });
    const box = await card.getByRole("link", { name: new RegExp(pkg.button) }).boundingBox();
    heights.push(Math.round(box?.height ?? 0));
  }
  expect(heights[0]).toBeGreaterThanOrEqual(44);
  expect(new Set(heights).size, heights.join(", ")).toBe(1);
});

test("the services menu opened by hovering stays open when Services is clicked", async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto("/");
  await site.servicesButton.hover();
  await expect(site.servicesButton).toHaveAttribute("aria-expanded", "true");
  await site.servicesButton.click();
  await expect(site.servicesButton).toHaveAttribute("aria-expanded", "true");
  await page.waitForTimeout(400);
  await expect(site.servicesButton).toHaveAttribute("aria-expanded", "true");
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the chat button never covers the contact form's Send Message button", async ({ page }) => {
    await page.goto("/contact");
    const contact = new ContactFormPage(page);
    const chat = new ChatWidget(page);
    await contact.submit.scrollIntoViewIfNeeded();
    // Scroll so the submit button sits in the bottom corner, where the chat button lives.
    for (const offset of [0, 40, 80, 120, 200]) {
      await page.evaluate(
        ([y]) => {
          const button = document.querySelector("main form button[type=submit]");
          if (!button) return;
          const rect = button.getBoundingClientRect();
          window.scrollBy(0, rect.bottom - window.innerHeight + (y ?? 0));
        },
        [offset],
      );
      await page.waitForTimeout(350);
      const submit = await contact.submit.boundingBox();
      const launcher = await chat.launcher.boundingBox();
      if (!submit || !launcher) continue;
      const overlap =
        launcher.x < submit.x + submit.width &&
        submit.x < launcher.x + launcher.width &&
        launcher.y < submit.y + submit.height &&
        submit.y < launcher.y + launcher.height &&
        launcher.x < 390;
      expect(overlap, `scrolled ${offset}px: launcher over the submit button`).toBe(false);
    }
  });
});

const launcherRoutes = [
  "/",
  "/services",
  `/services/${services[0]?.slug}`,
  "/pricing",
  "/about-us",
  "/contact",
  "/blog",
  `/blog/${seedPosts[0]?.slug}`,
  "/use-cases",
  "/privacy-policy",
  workshop.path,
];

/** What of the page the chat button's box covers: text (by its drawn lines) and controls. */
function coveredByLauncher() {
  const button = document.querySelector<HTMLElement>(".chat-btn");
  if (!button) return ["no chat button"];
  const b = button.getBoundingClientRect();
  const meets = (r: DOMRect) =>
    r.width > 0 &&
    r.height > 0 &&
    r.left < b.right &&
    b.left < r.right &&
    r.top < b.bottom &&
    b.top < r.bottom;
  const covered: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const host = node.parentElement;
    if (!node.textContent?.trim() || !host || button.contains(host)) continue;
    if (host.closest("[popover]:not(:popover-open), [hidden], .sr-only, script, style, noscript"))
      continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some(meets))
      covered.push(`text "${node.textContent.trim().slice(0, 40)}"`);
  }
  for (const el of document.querySelectorAll<HTMLElement>("a, button, input, select, textarea")) {
    if (el === button || el.closest("[popover]:not(:popover-open)")) continue;
    if (meets(el.getBoundingClientRect()))
      covered.push(`${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}"`);
  }
  return covered;
}

/** Controls smaller than 24 × 24 px (WCAG 2.2's target size); links inside a sentence are exempt. */
function smallTargets() {
  const small: string[] = [];
  for (const el of document.querySelectorAll<HTMLElement>(
    "a, button, input, select, textarea, summary",
  )) {
    if (
      el.closest("p, [popover]:not(:popover-open), .sr-only") ||
      el.matches(".sr-only, .skip, [type=hidden]")
    )
      continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    if (r.width < 24 || r.height < 24) {
      small.push(
        `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`,
      );
    }
  }
  return small;
}

test.describe("on a 390 px phone, every control", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("is at least 24 px each way, on every public route", async ({ page }) => {
    const small: string[] = [];
    for (const path of launcherRoutes) {
      await page.goto(path);
      for (const target of await page.evaluate(smallTargets)) small.push(`${path}: ${target}`);
    }
    expect(small).toEqual([]);
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the chat button at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("is fully on screen, at least 44 px, and covers no text or control on load, on every public route", async ({
      page,
    }) => {
      const chat = new ChatWidget(page);
      for (const path of launcherRoutes) {
        await page.goto(path);
        await expect(chat.launcher).toBeVisible();
        const box = await chat.launcher.boundingBox();
        expect(box, path).not.toBeNull();
        if (!box) continue;
        expect(Math.min(box.width, box.height), path).toBeGreaterThanOrEqual(44);
        expect(box.x, path).toBeGreaterThanOrEqual(0);
        expect(box.y, path).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, path).toBeLessThanOrEqual(viewport.width);
        expect(box.y + box.height, path).toBeLessThanOrEqual(viewport.height);
        expect(await page.evaluate(coveredByLauncher), path).toEqual([]);
      }
      // And it opens the chat from there.
      await chat.open();
      await expect(chat.panel).toBeVisible();
    });
  });
}

test.describe("the chat panel", () => {
  test.beforeEach(async () => setFakeGemini("reply"));

  test("says it is an AI assistant that saves the conversation, with the privacy policy", async ({
    page,
  }) => {
    await page.goto("/");
    const chat = new ChatWidget(page);
    await chat.open();
    await expect(chat.panel).toContainText("You're chatting with an AI assistant");
    await expect(chat.panel.getByRole("link", { name: "Privacy policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
  });

  test("offers suggested questions under the greeting; one click sends its text", async ({
    page,
  }) => {
    await page.goto("/");
    const chat = new ChatWidget(page);
    await chat.open();
    const list = chat.panel.getByRole("list", { name: "Suggested questions" });
    const questions = suggestedQuestions();
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(questions.length).toBeLessThanOrEqual(4);
    await expect(list.getByRole("button")).toHaveText(questions);
    const first = questions[0] ?? "";
    await list.getByRole("button", { name: first }).click();
    await expect(chat.log.locator("p").filter({ hasText: first })).toHaveCount(1);
    await expect(chat.botMessages()).toHaveCount(2, { timeout: 10_000 });
    // Once the visitor has asked, the suggestions make room for the conversation.
    await expect(list).toHaveCount(0);
  });
});
