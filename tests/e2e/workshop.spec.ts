import { readFile } from "node:fs/promises";
import {
  bonuses,
  experts,
  formatTicketPrice,
  nextSteps,
  phaseCopy,
  pricingSection,
  scrollCtas,
  shareTextFor,
  thankYou,
  thankYouLinks,
  ticketItemText,
  tickets,
  workshop,
  workshopBadges,
} from "@/content/workshop";
import { STRIPE_BUY_BUTTON_SCRIPT } from "@/lib/events/stripe";
import { shareNetworks } from "@/lib/share";
import { e2eAdmin } from "../../playwright.config";
import { expect, expectNoConsoleErrors, type Page, recordCspViolations, test } from "./fixtures";
import { buyWorkshopTicket, ThankYouPage, WorkshopPage } from "./pages/workshop";

// The server's checkout configuration. The default e2e server has none (the "not on sale yet"
// state); run the suite against a server built and started with these three variables to cover
// the live buy buttons.
const stripe = {
  key: process.env.STRIPE_PUBLISHABLE_KEY,
  standard: process.env.STRIPE_BUY_BUTTON_STANDARD,
  vip: process.env.STRIPE_BUY_BUTTON_VIP,
};
const checkoutConfigured = Boolean(stripe.key && stripe.standard && stripe.vip);

// Stands in for Stripe's script: defines the element and shows which button it was given.
// Like the real one, the stand-in renders its checkout in a frame from the provider.
const FAKE_BUY_BUTTON_JS = `customElements.define("stripe-buy-button", class extends HTMLElement {
  connectedCallback() {
    this.textContent = "Stripe checkout " + this.getAttribute("buy-button-id");
    const frame = document.createElement("iframe");
    frame.title = "Checkout";
    frame.src = "https://js.stripe.com/v3/buy-button-inner.html#" + this.getAttribute("buy-button-id");
    frame.style.cssText = "width:1px;height:1px;border:0";
    this.appendChild(frame);
  }
});`;

/** Counts requests for Stripe's buy-button script and answers them locally. */
async function interceptStripeScript(page: Page) {
  const counter = { requests: 0 };
  await page.route(STRIPE_BUY_BUTTON_SCRIPT, (route) => {
    counter.requests += 1;
    return route.fulfill({ contentType: "text/javascript", body: FAKE_BUY_BUTTON_JS });
  });
  return counter;
}

// Stripe's script never leaves this machine: answered with the stand-in by default (a test that
// counts requests registers its own route, which takes precedence).
test.beforeEach(async ({ page }) => {
  await page.route(STRIPE_BUY_BUTTON_SCRIPT, (route) =>
    route.fulfill({ contentType: "text/javascript", body: FAKE_BUY_BUTTON_JS }),
  );
});

test.describe("workshop landing page", () => {
  test("is titled for the event and shows every section the spec lists", async ({
    page,
    consoleErrors,
  }) => {
    const workshopPage = new WorkshopPage(page);
    const response = await workshopPage.goto("upcoming");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(workshop.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(workshop.headline);

    const main = page.getByRole("main");
    for (const badge of workshopBadges) {
      await expect(workshopPage.hero).toContainText(badge.label.upcoming);
    }
    for (const text of [
      "Attract",
      "Engage",
      "Convert",
      "AI Implementation",
      "What We'll Build Live",
      "The Old Way",
      "The New Way",
      "Thursday, September 4, 2025",
      "11:30 AM – 12:30 PM CT",
      "1 hour",
      "Apple Pay",
      "Google Pay",
    ]) {
      await expect(main).toContainText(text);
    }
    for (const expert of experts) {
      await expect(main.getByRole("heading", { level: 3, name: expert.name })).toBeVisible();
      await expect(main).toContainText(expert.role);
    }
    for (const bonus of bonuses) await expect(main).toContainText(bonus.title);
    for (const ticket of tickets) {
      const card = workshopPage.ticket(ticket.id);
      await expect(card).toContainText(formatTicketPrice(ticket.price));
      for (const item of ticket.items) await expect(card).toContainText(ticketItemText(item));
    }
    await expect(workshopPage.ticket("vip")).toContainText(pricingSection.popularLabel);
    await expect(workshopPage.ticket("standard")).not.toContainText(pricingSection.popularLabel);

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    );
    expect(jsonLd).toMatchObject({
      "@type": "Event",
      name: workshop.title,
      startDate: "2025-09-04T11:30:00-05:00",
      endDate: "2025-09-04T12:30:00-05:00",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    });
    expectNoConsoleErrors(consoleErrors);
  });
});

test.describe("countdown", () => {
  test("before the event it shows the time left and ticks every second", async ({
    page,
    consoleErrors,
  }) => {
    await page.clock.install({ time: new Date("2025-09-01T12:00:00-05:00") });
    const workshopPage = new WorkshopPage(page);
    await workshopPage.goto();

    // 2 days 23 h 30 min before 4 Sep 11:30 CT, give or take the seconds the page took to load.
    await expect(workshopPage.unit("days")).toHaveText("02");
    await expect(workshopPage.unit("hours")).toHaveText("23");
    await expect(page.getByText(workshop.countdownHeading)).toBeVisible();

    await page.clock.pauseAt(new Date("2025-09-01T12:01:00-05:00"));
    await page.clock.runFor(1000);
    await expect.poll(() => workshopPage.countdown()).toEqual(["02", "23", "28", "59"]);
    await page.clock.runFor(1000);
    await expect.poll(() => workshopPage.countdown()).toEqual(["02", "23", "28", "58"]);
    await page.clock.runFor(60_000);
    await expect.poll(() => workshopPage.countdown()).toEqual(["02", "23", "27", "58"]);

    // Reaching the start stops the clock at zeros, and the page turns to the live hour.
    await page.clock.fastForward(3 * 86_400_000);
    await expect.poll(() => workshopPage.countdown()).toEqual(["00", "00", "00", "00"]);
    await expect(page.getByText(phaseCopy.countdownEnded.live)).toBeVisible();
    await expect(workshopPage.scrollButton(scrollCtas.reserve.live).first()).toBeVisible();

    expectNoConsoleErrors(consoleErrors);
  });

  test("after the event it counts nothing and points to the recording and a call", async ({
    page,
    consoleErrors,
  }) => {
    await page.clock.install({ time: new Date("2025-09-04T12:45:00-05:00") });
    const workshopPage = new WorkshopPage(page);
    await workshopPage.goto();
    await expect(workshopPage.timer).toHaveCount(0);
    await expect(page.getByText(workshop.endedHeading)).toBeVisible();
    await expect(page.getByText(workshop.endedNote)).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(workshop.endedCta) })).toHaveAttribute(
      "target",
      "_blank",
    );

    await page.clock.runFor(5000);
    await expect(workshopPage.timer).toHaveCount(0);
    expectNoConsoleErrors(consoleErrors);
  });
});

test.describe("countdown layout", () => {
  test("keeps its size and place when it starts ticking", async ({ browser, page, request }) => {
    // An event still to come (the workshop's date has passed, and a past event counts nothing).
    const login = await request.post("/api/auth/login", { data: e2eAdmin });
    const { token } = (await login.json()) as { token: string };
    const slug = `countdown-layout-${Date.now().toString(36)}`;
    const year = new Date().getFullYear() + 3;
    const created = await request.post("/api/admin/events", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: "Countdown layout evening",
        slug,
        starts_at: `${year}-03-12T18:00`,
        ends_at: `${year}-03-12T19:00`,
        time_zone: "America/Chicago",
        meeting_url: "https://meet.example.com/countdown-layout",
        status: "published",
        tickets: [{ name: "Seat", price_cents: 0 }],
      },
    });
    expect(created.status()).toBe(201);
    const timerOf = (p: Page) => p.getByRole("timer");

    // What the server sends, before any script runs...
    const staticContext = await browser.newContext({
      javaScriptEnabled: false,
      viewport: page.viewportSize() ?? { width: 1280, height: 800 },
    });
    const staticPage = await staticContext.newPage();
    await staticPage.goto(`/events/${slug}`);
    await expect(timerOf(staticPage)).toContainText("--");
    const served = {
      timer: await timerOf(staticPage).boundingBox(),
      card: await timerOf(staticPage).locator("..").boundingBox(),
    };
    await staticContext.close();

    // ...and the same page once the clock is running.
    await page.goto(`/events/${slug}`);
    await expect(page.getByTestId("countdown-seconds")).toHaveText(/^\d\d$/);
    const ticking = {
      timer: await timerOf(page).boundingBox(),
      card: await timerOf(page).locator("..").boundingBox(),
    };

    for (const key of ["timer", "card"] as const) {
      const a = served[key];
      const b = ticking[key];
      expect(a && b, key).toBeTruthy();
      for (const side of ["x", "y", "width", "height"] as const) {
        expect(Math.abs((a?.[side] ?? 0) - (b?.[side] ?? 0)), `${key} ${side}`).toBeLessThan(1);
      }
    }
  });
});

test.describe("buttons that lead to the tickets", () => {
  for (const label of Object.values(scrollCtas).map((copy) => copy.upcoming)) {
    test(`"${label}" scrolls smoothly to the pricing section`, async ({ page }) => {
      await page.addInitScript(() => {
        const calls: unknown[] = [];
        (window as unknown as { __scrollCalls: unknown[] }).__scrollCalls = calls;
        const original = Element.prototype.scrollIntoView;
        Element.prototype.scrollIntoView = function (
          this: Element,
          arg?: boolean | ScrollIntoViewOptions,
        ) {
          calls.push({ id: this.id, arg });
          return original.call(this, arg);
        };
      });
      const workshopPage = new WorkshopPage(page);
      await workshopPage.goto("upcoming");
      const button = workshopPage.scrollButton(label);
      await expect(button).toHaveAttribute("href", `#${pricingSection.id}`);

      await button.click();
      await expect(workshopPage.pricingHeading).toBeInViewport();
      await expect(workshopPage.pricing).toBeFocused();
      const calls = await page.evaluate(
        () => (window as unknown as { __scrollCalls: Array<{ id: string }> }).__scrollCalls,
      );
      expect(calls.filter((c) => c.id === pricingSection.id)).toEqual([
        { id: pricingSection.id, arg: { behavior: "smooth", block: "start" } },
      ]);
    });
  }

  test("the scroll is instant for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const workshopPage = new WorkshopPage(page);
    await workshopPage.goto("upcoming");
    await workshopPage.scrollButton(scrollCtas.reserve.upcoming).click();
    // No waiting: the section is already at the top, below the fixed navbar (scroll-padding 5rem).
    const top = await page.evaluate(
      (id) => document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN,
      pricingSection.id,
    );
    expect(Math.abs(top - 80)).toBeLessThanOrEqual(2);
  });
});

test.describe("tickets without checkout configured", () => {
  test.skip(checkoutConfigured, "the server has Stripe buy buttons configured");

  test("each ticket says it is not on sale yet and offers a call or an email instead", async ({
    page,
  }) => {
    const stripeScript = await interceptStripeScript(page);
    const workshopPage = new WorkshopPage(page);
    await workshopPage.goto("upcoming");
    for (const ticket of tickets) {
      const card = workshopPage.ticket(ticket.id);
      await expect(card.getByRole("note")).toContainText(pricingSection.notOnSaleTitle);
      await expect(
        card.getByRole("link", { name: new RegExp(pricingSection.notOnSaleBookLabel) }),
      ).toHaveAttribute("target", "_blank");
      await expect(
        card.getByRole("link", { name: pricingSection.notOnSaleEmailLabel }),
      ).toHaveAttribute("href", /^mailto:/);
    }
    await expect(workshopPage.buyButtons).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    await expect(workshopPage.stripeScripts).toHaveCount(0);
    expect(stripeScript.requests).toBe(0);
  });
});

test.describe("tickets with checkout configured", () => {
  test.skip(
    !checkoutConfigured,
    "needs STRIPE_PUBLISHABLE_KEY, STRIPE_BUY_BUTTON_STANDARD and STRIPE_BUY_BUTTON_VIP",
  );

  test("loads Stripe's script exactly once and configures both buy buttons", async ({ page }) => {
    const violations = await recordCspViolations(page);
    const stripeScript = await interceptStripeScript(page);
    const workshopPage = new WorkshopPage(page);
    await workshopPage.goto("upcoming");

    for (const [id, buttonId] of [
      ["standard", stripe.standard],
      ["vip", stripe.vip],
    ] as const) {
      const button = workshopPage.ticket(id).locator("stripe-buy-button");
      await expect(button).toHaveAttribute("buy-button-id", buttonId ?? "");
      await expect(button).toHaveAttribute("publishable-key", stripe.key ?? "");
      await expect(button).toHaveText(`Stripe checkout ${buttonId}`);
    }
    await expect(workshopPage.stripeScripts).toHaveCount(1);
    expect(stripeScript.requests).toBe(1);

    // Leaving and coming back within the app adds no second copy.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Home", exact: true })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(workshopPage.buyButtons).toHaveCount(2);
    await expect(workshopPage.buyButtons.first()).toHaveText(/Stripe checkout/);
    await page.waitForLoadState("networkidle");
    await expect(workshopPage.stripeScripts).toHaveCount(1);
    expect(stripeScript.requests).toBe(1);
    // The page's Content-Security-Policy lets the provider's script and frames in.
    expect(violations).toEqual([]);
    // Once drawn, the button alone holds the box.
    await expect(
      workshopPage.ticket("standard").getByText("secure checkout by Stripe"),
    ).toBeHidden();
  });

  test("while Stripe's script is blocked, each ticket shows its price and a plain way to buy", async ({
    page,
  }) => {
    await page.route(STRIPE_BUY_BUTTON_SCRIPT, (route) => route.abort("blockedbyclient"));
    const workshopPage = new WorkshopPage(page);
    await workshopPage.goto("upcoming");
    const standard = workshopPage.ticket("standard");
    const fallback = standard.getByText("secure checkout by Stripe").locator("..");
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText(/\$\d+\.\d\d · secure checkout by Stripe/);
    await expect(fallback.getByRole("link", { name: "Email us" })).toHaveAttribute(
      "href",
      /^mailto:.*subject=/,
    );
    // The box a drawn button would fill: no tall empty space, nothing jumps when it comes.
    const box = await fallback.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(96);
    expect(box?.height ?? 0).toBeLessThan(140);
  });
});

test.describe("thank-you page", () => {
  test("confirms the registration with date, time and the meeting link", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const thankYouPage = new ThankYouPage(page);
    const response = await thankYouPage.goto("upcoming", await buyWorkshopTicket(request));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(thankYou.heading.upcoming);
    const main = page.getByRole("main");
    await expect(main).toContainText("Thursday, September 4, 2025");
    await expect(main).toContainText("11:30 AM – 12:30 PM CT");
    await expect(
      main.getByRole("link", { name: new RegExp(thankYou.meetingLinkLabel) }),
    ).toHaveAttribute("href", workshop.meetingUrl);
    for (const step of nextSteps) await expect(main).toContainText(step.title);
    await expect(main).toContainText(thankYou.referralNote);
    await expect(main.getByRole("link", { name: new RegExp(thankYou.callLabel) })).toHaveAttribute(
      "target",
      "_blank",
    );
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    expectNoConsoleErrors(consoleErrors);
  });

  test("without a known purchase it shows the event and its calendar entries, never the meeting link", async ({
    page,
    request,
  }) => {
    const thankYouPage = new ThankYouPage(page);
    for (const session of [undefined, "cs_test_nobodyboughtthis123"]) {
      const response = await thankYouPage.goto("upcoming", session);
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");
      await expect(main).toContainText(workshop.title);
      await expect(main).toContainText("Thursday, September 4, 2025");
      await expect(main).toContainText("11:30 AM – 12:30 PM CT");
      await expect(main).toContainText(thankYou.meetingLinkLater.upcoming);
      await expect(
        main.getByRole("link", { name: new RegExp(thankYou.meetingLinkLabel) }),
      ).toHaveCount(0);
      await expect(thankYouPage.calendarLinks.google).toBeVisible();
      await expect(thankYouPage.icsButton).toBeVisible();
      // The calendar entry's place is the event's page, not the meeting.
      const google = new URL(
        (await thankYouPage.calendarLinks.google.getAttribute("href")) ?? "about:blank",
      );
      expect(google.searchParams.get("location")).toMatch(
        /\/events\/ai-automation-workshop-austin$/,
      );
      await expect(
        thankYouPage.footerLinks.getByRole("link", { name: "Workshop details" }),
      ).toHaveAttribute("href", workshop.path);
    }
    // Bare, or with a session nobody recorded: whatever event it shows, never a meeting link.
    for (const query of ["", "?session_id=cs_test_x1234567890"]) {
      const html = await (await request.get(`${workshop.thankYouPath}${query}`)).text();
      expect(Object.values(thankYou.meetingLinkLater).some((t) => html.includes(t))).toBe(true);
      expect(html).not.toContain(workshop.meetingUrl);
      expect(html).not.toContain(thankYou.meetingLinkLabel);
    }
  });

  test("offers Google Calendar and Outlook compose links", async ({ page, request }) => {
    const thankYouPage = new ThankYouPage(page);
    await thankYouPage.goto("upcoming", await buyWorkshopTicket(request));
    const google = new URL(
      (await thankYouPage.calendarLinks.google.getAttribute("href")) ?? "about:blank",
    );
    expect(google.hostname).toBe("calendar.google.com");
    expect(google.searchParams.get("text")).toBe(workshop.title);
    expect(google.searchParams.get("dates")).toBe("20250904T113000/20250904T123000");
    expect(google.searchParams.get("ctz")).toBe("America/Chicago");
    expect(google.searchParams.get("location")).toBe(workshop.meetingUrl);

    const outlook = new URL(
      (await thankYouPage.calendarLinks.outlook.getAttribute("href")) ?? "about:blank",
    );
    expect(outlook.hostname).toBe("outlook.live.com");
    expect(outlook.searchParams.get("subject")).toBe(workshop.title);
    expect(outlook.searchParams.get("startdt")).toBe("2025-09-04T11:30:00-05:00");
    expect(outlook.searchParams.get("enddt")).toBe("2025-09-04T12:30:00-05:00");
  });

  test('"Other" downloads a valid .ics file made in the browser', async ({ page, request }) => {
    const thankYouPage = new ThankYouPage(page);
    await thankYouPage.goto("upcoming", await buyWorkshopTicket(request));
    const downloadPromise = page.waitForEvent("download");
    await thankYouPage.icsButton.click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(thankYou.icsFileName);

    const ics = await readFile(await download.path(), "utf8");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
    expect(lines).toContain("DTSTART:20250904T163000Z");
    expect(lines).toContain("DTEND:20250904T173000Z");
    expect(lines).toContain("STATUS:CONFIRMED");
    expect(lines).toContain("TRIGGER:-PT15M");
    expect(lines).toContain("ACTION:DISPLAY");
    expect(lines).toContain("SUMMARY:AI for Business\\, Part 1: The Future of Content");
    expect(lines.some((l) => /^UID:.+@.+/.test(l))).toBe(true);
    expect(lines.some((l) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(l))).toBe(true);
  });

  test("share buttons open a 600×400 popup with the preset text and the buyer's referral link to the workshop", async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await page.addInitScript(() => {
      const calls: string[][] = [];
      (window as unknown as { __openCalls: string[][] }).__openCalls = calls;
      const open = window.open.bind(window);
      window.open = (url?: string | URL, target?: string, features?: string) => {
        calls.push([String(url), String(target), String(features)]);
        return open(url, target, features);
      };
    });
    const thankYouPage = new ThankYouPage(page);
    await thankYouPage.goto("upcoming", await buyWorkshopTicket(request));
    const workshopUrl = `${baseURL}${workshop.path}`;

    for (const network of shareNetworks) {
      const popupPromise = context.waitForEvent("page");
      await thankYouPage.shareLink(network.label).click();
      const popup = await popupPromise;
      await popup.waitForLoadState();
      expect(popup.url()).toContain(encodeURIComponent(workshopUrl));
      await popup.close();
    }
    await expect(page).toHaveURL(new RegExp(`${workshop.thankYouPath}\\?session_id=`));

    const calls = await page.evaluate(
      () => (window as unknown as { __openCalls: string[][] }).__openCalls,
    );
    expect(calls).toHaveLength(3);
    for (const [url, , features] of calls) {
      expect(features).toMatch(/(^|,)width=600(,|$)/);
      expect(features).toMatch(/(^|,)height=400(,|$)/);
      expect(url).toContain(encodeURIComponent(shareTextFor(workshop.title)));
      expect(url).toContain(encodeURIComponent(workshopUrl));
      // The buyer's own referral link: whoever comes through it shows as referred by them.
      expect(decodeURIComponent(url ?? "")).toMatch(
        /utm_source=referral&utm_medium=share&utm_campaign=ai-automation-workshop-austin&utm_content=ref-[0-9a-f]{10}/,
      );
    }
    expect(calls.map(([url]) => new URL(url ?? "").hostname)).toEqual([
      "twitter.com",
      "www.facebook.com",
      "www.linkedin.com",
    ]);
  });

  test("links home, to the workshop, about, services and the support mailbox", async ({
    page,
    request,
  }) => {
    const thankYouPage = new ThankYouPage(page);
    await thankYouPage.goto("upcoming", await buyWorkshopTicket(request));
    for (const link of thankYouLinks(workshop.path)) {
      await expect(
        thankYouPage.footerLinks.getByRole("link", { name: link.label, exact: true }),
      ).toHaveAttribute("href", link.href);
    }
    await expect(
      thankYouPage.footerLinks.getByRole("link", { name: new RegExp(thankYou.supportLabel) }),
    ).toHaveAttribute("href", /^mailto:.+@/);
  });
});
