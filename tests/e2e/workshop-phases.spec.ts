// The workshop as a visitor finds it before, during and after the hour (the browser's clock is
// set to each moment): seats are sold only for an event that has not happened, and a past event
// sells its recording. The server renders the phase of the moment it built the page; the page
// corrects itself in the browser.
import { faqWorkshopCta } from "@/content/faq";
import {
  nextStepsAfter,
  phaseCopy,
  pricingSection,
  scrollCtas,
  thankYou,
  tickets,
  workshop,
} from "@/content/workshop";
import { expect, expectNoConsoleErrors, test } from "./fixtures";
import { buyWorkshopTicket, PHASE_CLOCK, ThankYouPage, WorkshopPage } from "./pages/workshop";

const sellingSeats = [
  scrollCtas.reserve.upcoming,
  scrollCtas.secureSpot.upcoming,
  scrollCtas.getTickets.upcoming,
];

test.describe("the workshop's three states", () => {
  test("upcoming: the countdown runs and every button sells a seat", async ({
    page,
    consoleErrors,
  }) => {
    const workshopPage = new WorkshopPage(page, "upcoming");
    await workshopPage.goto("upcoming");
    await expect(workshopPage.unit("days")).toHaveText("02");
    await expect(workshopPage.hero).toContainText(phaseCopy.eyebrow.upcoming);
    for (const label of sellingSeats) {
      await expect(workshopPage.scrollButton(label)).toHaveAttribute(
        "href",
        `#${pricingSection.id}`,
      );
    }
    await expect(workshopPage.pricingHeading).toBeAttached();
    expectNoConsoleErrors(consoleErrors);
  });

  test("live: the hour is on, the countdown shows zeros and the buttons say join now", async ({
    page,
    consoleErrors,
  }) => {
    const workshopPage = new WorkshopPage(page, "live");
    await workshopPage.goto("live");
    await expect.poll(() => workshopPage.countdown()).toEqual(["00", "00", "00", "00"]);
    await expect(page.getByText(phaseCopy.countdownEnded.live)).toBeVisible();
    await expect(workshopPage.hero).toContainText(phaseCopy.eyebrow.live);
    await expect(workshopPage.scrollButton(scrollCtas.reserve.live).first()).toBeVisible();
    await expect(workshopPage.pricingHeading).toBeAttached();
    expectNoConsoleErrors(consoleErrors);
  });

  test("past: recorded on its date, the recording is sold, and no seat is offered", async ({
    page,
    consoleErrors,
  }) => {
    const workshopPage = new WorkshopPage(page, "past");
    await workshopPage.goto("past");
    // Once it has ended there is nothing to count: no frozen zeros, only what is left to do.
    await expect(page.getByText(phaseCopy.countdownEnded.past)).toBeVisible();
    await expect(workshopPage.timer).toHaveCount(0);
    await expect(workshopPage.hero).toContainText("Recorded on Thursday, September 4, 2025");
    const main = page.getByRole("main");
    for (const label of sellingSeats) await expect(main).not.toContainText(label);
    await expect(main).not.toContainText(phaseCopy.eyebrow.upcoming);
    // "Get the Recording" buttons still take the visitor to the tickets.
    const recording = workshopPage.scrollButton(scrollCtas.reserve.past);
    await expect(recording).toHaveCount(2);
    await recording.first().click();
    await expect(workshopPage.pricingHeading).toBeInViewport();
    const standard = workshopPage.ticket("standard");
    await expect(standard).toContainText("The full 60-minute session, with the Q&A");
    await expect(standard).not.toContainText("Live access");
    await expect(standard.getByRole("note")).toContainText(pricingSection.notOnSaleText.past);
    expect(tickets).toHaveLength(2);
    expectNoConsoleErrors(consoleErrors);
  });

  test("past, without scripts: the server's own page already says it was recorded", async ({
    browser,
    baseURL,
  }) => {
    // Today is long after 4 Sep 2025: the page the server rendered is in the past phase.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}${workshop.path}`);
    await expect(page.getByRole("main")).toContainText("Recorded on Thursday, September 4, 2025");
    await expect(page.getByRole("main")).not.toContainText(scrollCtas.reserve.upcoming);
    await context.close();
  });

  test("the home page's workshop button follows the same state", async ({ page }) => {
    await page.clock.install({ time: PHASE_CLOCK.past });
    await page.goto("/");
    const button = page.getByRole("link", { name: faqWorkshopCta.label.past });
    await expect(button).toHaveText("See the next AI for Business workshop");
    await expect(button).toHaveAttribute("href", "/events/next");
  });

  test("the thank-you page after the event welcomes a buyer of the recording", async ({
    page,
    request,
  }) => {
    const thankYouPage = new ThankYouPage(page);
    await thankYouPage.goto("past", await buyWorkshopTicket(request));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(thankYou.heading.past);
    const main = page.getByRole("main");
    await expect(main).not.toContainText("can't wait to see you there");
    await expect(thankYouPage.calendarLinks.google).toHaveCount(0);
    await expect(thankYouPage.icsButton).toHaveCount(0);
    for (const step of nextStepsAfter) await expect(main).toContainText(step.title);
  });

  test("the thank-you page before the event offers the calendar entries", async ({
    page,
    request,
  }) => {
    const thankYouPage = new ThankYouPage(page);
    await thankYouPage.goto("upcoming", await buyWorkshopTicket(request));
    await expect(page.getByRole("main")).toContainText(thankYou.intro.upcoming);
    await expect(thankYouPage.calendarLinks.google).toBeVisible();
    await expect(thankYouPage.icsButton).toBeVisible();
  });
});
