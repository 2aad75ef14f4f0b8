// What a ticket card of an admin-made event offers: "Sold out" or "Full" (the waitlist form sits
// below the tickets), a free seat's registration form, or the Stripe purchase.
import { site } from "@/config/site";
import type { PublicEvent } from "@/lib/db/queries/events";
import type { EventTicketJson } from "@/lib/db/schema";
import { formatPrice } from "@/lib/events/public";
import { ForPhase } from "./event-phase";
import { EventTicketBuy } from "./event-ticket-buy";
import { RegisterForm } from "./register-form";

const note = "rounded-xl border border-line bg-surface p-4 text-center font-semibold text-ink";

export function EventTicketAction({
  event,
  ticket,
  soldOut,
  publishableKey,
}: {
  event: PublicEvent;
  ticket: EventTicketJson;
  soldOut: boolean;
  publishableKey: string | null;
}) {
  if (soldOut) {
    return (
      <p role="note" className={note}>
        {ticket.priceCents === 0 ? "Full" : "Sold out"}
      </p>
    );
  }
  if (ticket.priceCents === 0) {
    return (
      <>
        <ForPhase phases={["upcoming", "live"]}>
          <RegisterForm
            slug={event.slug}
            ticketId={ticket.id}
            questions={event.questions}
            waitlist={false}
          />
        </ForPhase>
        <ForPhase phases={["past"]}>
          <p role="note" className={note}>
            Registration has closed
          </p>
        </ForPhase>
      </>
    );
  }
  return (
    <EventTicketBuy
      eventId={event.id}
      ticket={ticket}
      publishableKey={publishableKey}
      bookingUrl={site.bookingPath}
      email={site.helloEmail}
      price={formatPrice(ticket.priceCents, ticket.currency)}
    />
  );
}
