// How the spec's workshop (the seeded event at its fixed address) is sold: each ticket's buy
// button from the event in the database, else from the environment; nothing on sale once it is
// cancelled or its seats are taken. The page renders with it and refreshes it from the API.
import "server-only";
import { workshop } from "@/content/workshop";
import { seatsTaken } from "@/lib/db/queries/attendee-list";
import { getPublicEventBySlug, type PublicEvent } from "@/lib/db/queries/events";
import { env } from "@/lib/env";
import type { CheckoutConfig } from "@/lib/validations/workshop";
import { ticketReference } from "./reference";

export const WORKSHOP_SLUG = workshop.path.slice("/events/".length);

export const loadWorkshopEvent = () => getPublicEventBySlug(WORKSHOP_SLUG);

export async function workshopCheckout(event: PublicEvent | null): Promise<CheckoutConfig> {
  const button = (id: "standard" | "vip", fallback: string | undefined) =>
    event?.tickets.find((t) => t.id === id)?.buyButtonId ?? fallback ?? null;
  const closed =
    event?.status !== "published" ||
    (event.capacity !== null && (await seatsTaken(event.id)) >= event.capacity);
  return {
    publishableKey: closed ? null : (env.STRIPE_PUBLISHABLE_KEY ?? null),
    buttons: {
      standard: button("standard", env.STRIPE_BUY_BUTTON_STANDARD),
      vip: button("vip", env.STRIPE_BUY_BUTTON_VIP),
    },
  };
}

/** What each ticket's buy button sends as client-reference-id, so the purchase comes back. */
export const workshopReferences = (event: PublicEvent | null) => ({
  standard: event ? ticketReference(event.id, "standard") : null,
  vip: event ? ticketReference(event.id, "vip") : null,
});
