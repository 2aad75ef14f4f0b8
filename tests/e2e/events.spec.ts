// Events the owner runs, in the browser: an event created and published in the admin appears on
// /events and on its own page with its prices and its local times (never its meeting link); the
// spec's past workshop points to it; without an upcoming event, the workshop offers a waitlist
// that becomes a lead.
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import Stripe from "stripe";
import { experts, expertsSection } from "@/content/workshop";
import { e2eStripeSecret } from "../../playwright.config";
import { expect, expectNoConsoleErrors, test } from "./fixtures";
import { AdminPage } from "./pages/admin";

test.describe.configure({ mode: "serial" });

async function adminEventId(request: APIRequestContext, token: string, eventSlug: string) {
  const res = await request.get("/api/admin/events", {
    headers: { authorization: `Bearer ${token}` },
  });
  const { events } = (await res.json()) as { events: Array<{ id: string; slug: string }> };
  const found = events.find((e) => e.slug === eventSlug);
  if (!found) throw new Error(`no event ${eventSlug}`);
  return found.id;
}

const run = Date.now().toString(36);
const title = `Part 2: Systems That Convert ${run}`;
const slug = `part-2-${run}`;
const meetingUrl = `https://meet.example.com/secret-${run}`;
const year = new Date().getFullYear() + 1;

test("the owner creates and publishes an event; visitors see it with prices and local times, and the past workshop points to it", async ({
  page,
  request,
  consoleErrors,
}) => {
  // A long walk through the editor, the public pages and a checkout: 11 s alone, over 30 s once
  // beside three other browser runs.
  test.setTimeout(90_000);
  const admin = new AdminPage(page);
  const token = await admin.signInDirectly();
  await page.goto("/admin/events");
  await expect(page.getByRole("link", { name: "Events", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.getByRole("link", { name: "New event" }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Address").fill(slug);
  await page
    .getByLabel("Summary")
    .fill("Lead scoring and follow-up that turn interest into calls.");
  // A year ahead, 11:30 to 12:30 in Chicago.
  await page.getByLabel("Starts").fill(`${year}-01-14T11:30`);
  await page.getByLabel("Ends").fill(`${year}-01-14T12:30`);
  await page.getByLabel("Time zone").selectOption("America/Chicago");
  await page.getByLabel("Meeting link").fill(meetingUrl);
  await page.getByLabel("Capacity").fill("1");
  await page.getByRole("button", { name: "Add a ticket" }).click();
  await page.getByLabel("Ticket name").fill("Standard Ticket");
  await page.getByLabel("Price").fill("49.95");
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: /^(Save|Create)/ }).click();
  await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel("Stripe reference").first()).toHaveValue(/\S/);
  // Where Stripe should send buyers: this event's thank-you page.
  await expect(page.getByLabel("Confirmation page")).toHaveValue(
    new RegExp(`/events/thank-you-event\\?event=${slug}&session_id=\\{CHECKOUT_SESSION_ID\\}$`),
  );

  await page.goto("/events");
  const card = page.getByRole("article").filter({ hasText: title });
  await expect(card).toContainText("Thursday, January 14");
  await expect(card).toContainText("11:30 AM – 12:30 PM CT");
  await expect(card).toContainText("$49.95");
  await card.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Standard Ticket" })).toBeVisible();
  await expect(page.locator("[data-ticket]")).toContainText("$49.95");
  await expect(page.getByText("11:30 AM – 12:30 PM CT").first()).toBeVisible();
  const html = await (await request.get(`/events/${slug}`)).text();
  expect(html).not.toContain(meetingUrl);
  const origin = new URL(page.url()).origin;
  expect(eventJsonLd(html)).toMatchObject({
    "@type": "Event",
    name: title,
    description: "Lead scoring and follow-up that turn interest into calls.",
    image: [`${origin}/events/${slug}/social.png`],
    startDate: `${year}-01-14T11:30:00-06:00`,
    endDate: `${year}-01-14T12:30:00-06:00`,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    location: { "@type": "VirtualLocation", url: `${origin}/events/${slug}` },
    organizer: { "@type": "Organization" },
    // Its only seat is free: few left.
    offers: [
      {
        price: "49.95",
        priceCurrency: "USD",
        availability: "https://schema.org/LimitedAvailability",
      },
    ],
  });
  // The thank-you page names the event to anyone, with its calendar entries, but no join link.
  const thanks = await (await request.get(`/events/thank-you-event?event=${slug}`)).text();
  expect(thanks).toContain(title);
  expect(thanks).toContain("Thursday, January 14");
  expect(thanks).toContain("calendar.google.com");
  expect(thanks).not.toContain(meetingUrl);

  // A buyer pays through Stripe: the signed delivery puts them on the attendee list.
  const ticketId = await page.evaluate(
    () => document.querySelector("[data-ticket]")?.getAttribute("data-ticket") ?? "",
  );
  expect(ticketId).toBe("standard-ticket");
  const eventId = await adminEventId(request, token, slug);
  await checkout(request, {
    id: `cs_test_${run}`,
    reference: `${eventId}_standard-ticket`,
    amount: 4995,
    email: `buyer-${run}@example.com`,
    name: "Riley Buyer",
  });
  await page.goto(`/admin/events/${eventId}`);
  const attendees = page.getByRole("region", { name: "Attendees" });
  await expect(attendees).toContainText("Riley Buyer");
  await expect(attendees).toContainText("1 paid");
  await expect(attendees).toContainText("$49.95");
  // The owner adds a guest by hand: a second row.
  await attendees.getByRole("button", { name: "Add a guest" }).click();
  await attendees.getByLabel("Guest email").fill(`guest-${run}@example.com`);
  await attendees.getByRole("button", { name: "Add guest", exact: true }).click();
  await expect(attendees).toContainText(`guest-${run}@example.com`);
  await expect(attendees).toContainText("2 paid");

  // Its one seat is taken: the page says so and offers no way to buy.
  await page.goto(`/events/${slug}`);
  await expect(page.locator("[data-ticket]")).toContainText("Sold out");
  await expect(page.locator("[data-ticket]").getByRole("link")).toHaveCount(0);
  const soldOut = eventJsonLd(await (await request.get(`/events/${slug}`)).text());
  expect(soldOut.offers[0].availability).toBe("https://schema.org/SoldOut");

  // The spec's workshop took place in 2025: it now points to the new event.
  await page.goto("/events/ai-automation-workshop-austin");
  const next = page.locator(`[data-next-event="${slug}"]`);
  await expect(next).toContainText(title);
  await next.getByRole("link", { name: "See the next event" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${slug}$`));
  expectNoConsoleErrors(consoleErrors);

  // Moved a day, then cancelled: search engines are told each time, and nothing is on sale.
  const patch = (data: Record<string, unknown>) =>
    request.patch(`/api/admin/events/${eventId}`, {
      headers: { authorization: `Bearer ${token}` },
      data,
    });
  expect(
    (await patch({ starts_at: `${year}-01-15T11:30`, ends_at: `${year}-01-15T12:30` })).status(),
  ).toBe(200);
  expect(eventJsonLd(await (await request.get(`/events/${slug}`)).text())).toMatchObject({
    eventStatus: "https://schema.org/EventRescheduled",
    startDate: `${year}-01-15T11:30:00-06:00`,
    previousStartDate: `${year}-01-14T11:30:00-06:00`,
  });
  expect((await patch({ status: "cancelled" })).status()).toBe(200);
  const cancelled = eventJsonLd(await (await request.get(`/events/${slug}`)).text());
  expect(cancelled.eventStatus).toBe("https://schema.org/EventCancelled");
  expect(cancelled.offers).toBeUndefined();
});

/** The page's schema.org Event. */
function eventJsonLd(html: string) {
  const found = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!found?.[1]) throw new Error("no JSON-LD on the page");
  return JSON.parse(found[1]);
}

/** A Checkout Session as Stripe delivers it, signed as Stripe signs it. */
async function checkout(
  request: APIRequestContext,
  session: { id: string; reference: string; amount: number; email: string; name: string },
) {
  const raw = JSON.stringify({
    id: `evt_${session.id}`,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: session.id,
        object: "checkout.session",
        client_reference_id: session.reference,
        payment_status: "paid",
        amount_total: session.amount,
        currency: "usd",
        payment_intent: `pi_${session.id}`,
        customer_details: { email: session.email, name: session.name },
      },
    },
  });
  const res = await request.post("/api/webhooks/stripe", {
    headers: {
      "content-type": "application/json",
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({
        payload: raw,
        secret: e2eStripeSecret,
      }),
    },
    data: raw,
  });
  expect(res.status()).toBe(200);
}

test("a checkout that paid less than its ticket waits for the owner: no seat, no link, until accepted", async ({
  page,
  request,
  consoleErrors,
}) => {
  const admin = new AdminPage(page);
  const token = await admin.signInDirectly();
  const year = new Date().getFullYear() + 1;
  const created = await request.post("/api/admin/events", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: `VIP Evening ${run}`,
      slug: `vip-evening-${run}`,
      starts_at: `${year}-02-11T18:00`,
      ends_at: `${year}-02-11T20:00`,
      time_zone: "America/Chicago",
      meeting_url: `https://meet.example.com/vip-${run}`,
      capacity: 1,
      status: "published",
      tickets: [{ name: "VIP", price_cents: 99_900 }],
    },
  });
  expect(created.status()).toBe(201);
  const { event } = (await created.json()) as {
    event: { id: string; tickets: Array<{ reference: string }> };
  };
  const reference = event.tickets[0]?.reference ?? "";
  await checkout(request, {
    id: `cs_cheap_${run}`,
    reference,
    amount: 100,
    email: `cheap-${run}@example.com`,
    name: "Casey Cheap",
  });
  await checkout(request, {
    id: `cs_promo_${run}`,
    reference,
    amount: 50_000,
    email: `promo-${run}@example.com`,
    name: "Pat Promo",
  });

  // The buyer's thank-you page has no join link for a payment held for review.
  await page.goto(`/events/thank-you-event?session_id=cs_cheap_${run}`);
  await expect(page.locator("body")).not.toContainText(`vip-${run}`);
  // The seat is not taken: the event still sells.
  await page.goto(`/events/vip-evening-${run}`);
  await expect(page.locator("[data-ticket]")).not.toContainText("Sold out");

  // The events list says where payments wait.
  await page.goto("/admin/events");
  await page.getByRole("link", { name: "2 payments to review" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/events/${event.id}`));
  const review = page.getByRole("region", { name: /Needs review/ });
  await expect(review).toContainText("Needs review (2)");
  await expect(review).toContainText("Paid $1.00; the ticket costs $999.00.");
  await expect(review).toContainText(`cs_cheap_${run}`);
  await expect(page.getByRole("region", { name: "Attendees" })).toContainText(
    "0 of 1 seats taken · 0 paid",
  );

  // The owner gave Pat a promotion code: accepted, a seat and the confirmation.
  await review.getByRole("button", { name: "Accept Pat Promo's payment" }).click();
  await expect(page.getByRole("region", { name: "Attendees" })).toContainText(
    "1 of 1 seats taken · 1 paid",
  );
  await expect(review).toContainText("Needs review (1)");
  await review.getByRole("button", { name: "Decline Casey Cheap's payment" }).click();
  await expect(page.getByRole("region", { name: /Needs review/ })).toHaveCount(0);
  const row = page.getByRole("row").filter({ hasText: `cheap-${run}@example.com` });
  await expect(row).toContainText("Declined");

  await page.goto(`/events/vip-evening-${run}`);
  await expect(page.locator("[data-ticket]")).toContainText("Sold out");
  expectNoConsoleErrors(consoleErrors);
});

test("without an upcoming event the past workshop offers a waitlist, which makes a lead", async ({
  page,
  request,
  consoleErrors,
}) => {
  const admin = new AdminPage(page);
  const token = await admin.signInDirectly();
  const auth = { authorization: `Bearer ${token}` };
  // Unpublish every upcoming event, as an owner between workshops would.
  const { events } = await (await request.get("/api/admin/events", { headers: auth })).json();
  for (const e of events as Array<{ id: string; ends_at: string; status: string }>) {
    if (e.status === "published" && Date.parse(e.ends_at) > Date.now()) {
      const res = await request.patch(`/api/admin/events/${e.id}`, {
        headers: auth,
        data: { status: "draft" },
      });
      expect(res.status()).toBe(200);
    }
  }
  // No event is planned now (the first test's was cancelled).
  const planned = await request.get("/events/next", { maxRedirects: 0 });
  expect(planned.headers().location).toBe("/events");

  await page.goto("/events/ai-automation-workshop-austin");
  const waitlist = page.locator('[data-next-event="none"]');
  await expect(waitlist).toContainText("The next event is being planned");
  const email = `waitlist-${run}@example.com`;
  // A mistyped address is said under the field (once the script runs), and nothing is sent.
  await expect(waitlist.locator("form")).toHaveAttribute("novalidate", "");
  await waitlist.getByLabel("Email").fill("waitlist@");
  await waitlist.getByRole("button", { name: "Tell me" }).click();
  await expect(waitlist.getByText("Please enter a valid email address")).toBeVisible();
  await expect(waitlist.getByLabel("Email")).toBeFocused();
  await waitlist.getByLabel("Email").fill(email);
  await waitlist.getByRole("button", { name: "Tell me" }).click();
  await expect(waitlist.getByRole("status")).toContainText("We'll email you");

  const leads = await (
    await request.get(`/api/chat/summaries?source=waitlist&q=${encodeURIComponent(email)}`, {
      headers: auth,
    })
  ).json();
  expect(leads.summaries).toHaveLength(1);
  expect(leads.summaries[0]).toMatchObject({ source: "waitlist" });
  expectNoConsoleErrors(consoleErrors);
});

test("the spec's workshop shows the price the owner sets for it", async ({ page, request }) => {
  const admin = new AdminPage(page);
  const token = await admin.signInDirectly();
  const auth = { authorization: `Bearer ${token}` };
  const id = await adminEventId(request, token, "ai-automation-workshop-austin");
  const { event } = await (await request.get(`/api/admin/events/${id}`, { headers: auth })).json();
  const priced = (cents: number) =>
    request.patch(`/api/admin/events/${id}`, {
      headers: auth,
      data: {
        tickets: event.tickets.map((t: { id: string; price_cents: number }) =>
          t.id === "standard" ? { ...t, price_cents: cents } : t,
        ),
      },
    });
  expect((await priced(5495)).status()).toBe(200);
  try {
    await page.goto("/events/ai-automation-workshop-austin");
    await expect(page.locator('[data-ticket="standard"]')).toContainText("$54.95");
  } finally {
    expect((await priced(4495)).status()).toBe(200);
  }
});

test("the owner edits the spec's workshop's description and a host in the event editor, and its page shows them", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = new AdminPage(page);
  const token = await admin.signInDirectly();
  const auth = { authorization: `Bearer ${token}` };
  const id = await adminEventId(request, token, "ai-automation-workshop-austin");
  const { event } = await (await request.get(`/api/admin/events/${id}`, { headers: auth })).json();
  try {
    await page.goto(`/admin/events/${id}`);
    // The page's long copy is the event's own: its description is there to edit.
    const body = page.getByRole("textbox", { name: "Event description (Markdown)" });
    await expect(body).toContainText("What We'll Build Live");
    await body.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type(`Bring one blog post of yours ${run}.`);
    const hosts = page.getByRole("region", { name: "Hosts" });
    await hosts.getByLabel("What they cover").nth(2).fill(`Runs the live build ${run}.`);
    await hosts.getByLabel("Photo of host 3").setInputFiles({
      name: "jenna.png",
      mimeType: "image/png",
      buffer: await sharp({
        create: { width: 300, height: 300, channels: 3, background: "#0ea5e9" },
      })
        .png()
        .toBuffer(),
    });
    await expect(hosts.locator('img[src^="/uploads/"]')).toBeVisible();
    await page.getByRole("button", { name: /^Save/ }).click();

    // Saved (the API reads it back), then within seconds the public page has both, with the photo
    // in place of the initials. The page's tags expire once the save's answer has left, which
    // beside three other browser runs has taken over ten seconds.
    await expect
      .poll(async () => {
        const saved = await request.get(`/api/admin/events/${id}`, { headers: auth });
        return (await saved.json()).event.body_markdown as string;
      })
      .toContain(`Bring one blog post of yours ${run}.`);
    await expect
      .poll(async () => (await request.get("/events/ai-automation-workshop-austin")).text(), {
        timeout: 30_000,
        intervals: [500, 1000, 2000],
      })
      .toContain(`Runs the live build ${run}.`);
    await page.goto("/events/ai-automation-workshop-austin");
    await expect(page.getByText(`Bring one blog post of yours ${run}.`)).toBeVisible();
    const section = page.getByRole("region", { name: expertsSection.heading });
    await expect(section).toContainText(`Runs the live build ${run}.`);
    await expect(
      section.getByRole("img", { name: `Portrait of ${experts[2].name}` }),
    ).toBeVisible();
  } finally {
    const restored = await request.patch(`/api/admin/events/${id}`, {
      headers: auth,
      data: { body_markdown: event.body_markdown, hosts: event.hosts },
    });
    expect(restored.status()).toBe(200);
  }
});

test("an event scheduled in the editor stays off the site, listed with the time it goes live", async ({
  page,
  request,
}) => {
  const admin = new AdminPage(page);
  const token = await admin.signInDirectly();
  const scheduledTitle = `Office Hours ${Date.now().toString(36)}`;
  await page.goto("/admin/events/new");
  await page.getByLabel("Title").fill(scheduledTitle);
  const year = new Date().getFullYear() + 1;
  await page.getByLabel("Starts").fill(`${year}-03-04T11:30`);
  await page.getByLabel("Ends").fill(`${year}-03-04T12:30`);
  await page.getByLabel("Time zone").selectOption("America/Chicago");
  await page.getByLabel("Status").selectOption("scheduled");
  const goesLive = page.getByLabel("Goes live at (America/Chicago)");
  await goesLive.fill("2020-01-01T09:00");
  await page.getByRole("button", { name: /^(Save|Create)/ }).click();
  await expect(page.getByText("Choose a time in the future for it to go live.")).toBeVisible();
  await goesLive.fill(`${year}-02-01T09:00`);
  await page.getByRole("button", { name: /^(Save|Create)/ }).click();
  await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}$/);

  await page.goto("/admin/events");
  const row = page.getByRole("listitem").filter({ hasText: scheduledTitle });
  await expect(row).toContainText("Scheduled");
  await expect(row).toContainText("Goes live Feb 1, 9:00 AM");
  // No page to view yet: the title opens the editor, and that is the one link.
  await expect(row.getByRole("link", { name: /^View page/ })).toHaveCount(0);
  const href = await row
    .getByRole("link", { name: scheduledTitle, exact: true })
    .getAttribute("href");
  const id = href?.split("/").pop() ?? "";
  const events = await request.get("/events");
  expect(events.ok()).toBe(true);
  expect(await events.text()).not.toContain(scheduledTitle);
  const gone = await request.delete(`/api/admin/events/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(gone.status()).toBe(204);
});
