// Page objects for the workshop landing page and its post-purchase thank-you page.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import Stripe from "stripe";
import type { EventPhase } from "@/content/types";
import { pricingSection, type TicketId, thankYou, tickets, workshop } from "@/content/workshop";
import { STRIPE_BUY_BUTTON_SCRIPT } from "@/lib/events/stripe";
import { e2eStripeSecret } from "../../../playwright.config";
import { ADMIN } from "./admin";

export const COUNTDOWN_UNITS = ["days", "hours", "minutes", "seconds"] as const;

/** A moment in each phase of the workshop (4 Sep 2025, 11:30 to 12:30 CT). */
export const PHASE_CLOCK: Record<EventPhase, Date> = {
  upcoming: new Date("2025-09-01T12:00:00-05:00"),
  live: new Date("2025-09-04T11:45:00-05:00"),
  past: new Date("2025-09-05T09:00:00-05:00"),
};

/** Sets the browser's clock to a moment in `phase` (when given) and opens `path`. */
async function openIn(page: Page, path: string, phase?: EventPhase) {
  if (phase) await page.clock.install({ time: PHASE_CLOCK[phase] });
  return page.goto(path);
}

export class WorkshopPage {
  readonly hero: Locator;
  readonly timer: Locator;
  readonly pricing: Locator;
  readonly pricingHeading: Locator;
  readonly buyButtons: Locator;
  readonly stripeScripts: Locator;

  constructor(
    readonly page: Page,
    phase: EventPhase = "upcoming",
  ) {
    this.hero = page.getByRole("region", { name: workshop.headline });
    this.timer = page.getByRole("timer");
    this.pricing = page.getByRole("region", { name: pricingSection.heading[phase], exact: true });
    this.pricingHeading = page.getByRole("heading", {
      level: 2,
      name: pricingSection.heading[phase],
      exact: true,
    });
    this.buyButtons = page.locator("stripe-buy-button");
    this.stripeScripts = page.locator(`script[src="${STRIPE_BUY_BUTTON_SCRIPT}"]`);
  }

  /** Opens the page, with the browser's clock in `phase` when given. */
  goto(phase?: EventPhase) {
    return openIn(this.page, workshop.path, phase);
  }

  unit(name: (typeof COUNTDOWN_UNITS)[number]): Locator {
    return this.page.getByTestId(`countdown-${name}`);
  }

  /** The four two-digit values, days first. */
  async countdown(): Promise<string[]> {
    return Promise.all(COUNTDOWN_UNITS.map(async (u) => (await this.unit(u).textContent()) ?? ""));
  }

  scrollButton(label: string): Locator {
    return this.page.getByRole("link", { name: label, exact: true });
  }

  ticket(id: TicketId): Locator {
    const name = tickets.find((t) => t.id === id)?.name ?? id;
    return this.page.getByRole("article", { name, exact: true });
  }
}

export class ThankYouPage {
  readonly calendarLinks: { google: Locator; outlook: Locator };
  readonly icsButton: Locator;
  readonly footerLinks: Locator;

  constructor(readonly page: Page) {
    this.calendarLinks = {
      google: page.getByRole("link", { name: thankYou.calendarLabels.google }),
      outlook: page.getByRole("link", { name: thankYou.calendarLabels.outlook }),
    };
    this.icsButton = page.getByRole("button", { name: thankYou.calendarLabels.other });
    this.footerLinks = page.getByRole("navigation", { name: thankYou.linksLabel });
  }

  /** Opens the page, with the browser's clock in `phase` when given, as the buyer of `sessionId`,
   * about the event at `slug` (the workshop's by default). */
  goto(phase?: EventPhase, sessionId?: string, slug = workshop.path.slice("/events/".length)) {
    const query = new URLSearchParams(sessionId ? { session_id: sessionId } : {});
    query.set("event", slug);
    return openIn(this.page, `${workshop.thankYouPath}?${query}`, phase);
  }

  shareLink(label: string): Locator {
    return this.page.getByRole("link", { name: `Share on ${label}` });
  }
}

let adminToken: string | null = null;

/**
 * Buys a ticket to the spec's workshop as Stripe would report it: a Checkout Session whose
 * completion is delivered to the site's webhook, signed with the stripe package. Answers the
 * session id Stripe puts in the thank-you page's address.
 */
export async function buyWorkshopTicket(
  request: APIRequestContext,
  { ticketId = "standard", email = "buyer@example.com" } = {},
): Promise<string> {
  if (!adminToken) {
    const login = await request.post("/api/auth/login", {
      data: { email: ADMIN.email, password: ADMIN.password },
    });
    adminToken = ((await login.json()) as { token: string }).token;
  }
  const list = await request.get("/api/admin/events", {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const { events } = (await list.json()) as { events: Array<{ id: string; slug: string }> };
  const seeded = events.find((e) => workshop.path === `/events/${e.slug}`);
  if (!seeded) throw new Error("the spec's workshop is not in the database");
  const sessionId = `cs_test_${Math.random().toString(36).slice(2)}${Date.now()}`;
  const raw = JSON.stringify({
    id: `evt_${sessionId}`,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        client_reference_id: `${seeded.id}_${ticketId}`,
        payment_status: "paid",
        amount_total: 4495,
        currency: "usd",
        payment_intent: `pi_${sessionId}`,
        customer_details: { email, name: "Pat Buyer" },
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
  if (!res.ok()) throw new Error(`the webhook answered ${res.status()}`);
  return sessionId;
}
