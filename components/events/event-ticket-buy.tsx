"use client";

// How one ticket of an admin-made event is bought: its Stripe buy button (sending the ticket's
// reference as client-reference-id), else its payment link with the reference, else a note.
import { useEffect } from "react";
import { ExternalButton } from "@/components/ui/button";
import { CalendarDays, Clock, CreditCard } from "@/components/ui/icons";
import type { EventTicketJson } from "@/lib/db/schema";
import { ticketReference } from "@/lib/events/reference";
import { StripeBuyButton } from "./stripe-buy-button";
import { loadStripeScript } from "./ticket-checkout";

export function EventTicketBuy({
  eventId,
  ticket,
  publishableKey,
  bookingUrl,
  email,
  price,
}: {
  eventId: string;
  ticket: EventTicketJson;
  publishableKey: string | null;
  bookingUrl: string;
  /** Where a buyer whose browser blocks Stripe's script can write instead. */
  email: string;
  /** "$44.95", held in Stripe's button's place until it draws. */
  price: string;
}) {
  const reference = ticketReference(eventId, ticket.id);
  const button = publishableKey && ticket.buyButtonId ? ticket.buyButtonId : null;
  useEffect(() => {
    if (button) loadStripeScript();
  }, [button]);

  const link = ticket.paymentLink ? new URL(ticket.paymentLink) : null;
  link?.searchParams.set("client_reference_id", reference);
  if (button && publishableKey) {
    return (
      <StripeBuyButton
        buyButtonId={button}
        publishableKey={publishableKey}
        clientReferenceId={reference}
        price={price}
        fallback={
          link ? (
            <a href={link.toString()} target="_blank" rel="noopener noreferrer">
              Buy {ticket.name} on Stripe's page
            </a>
          ) : (
            <>
              Checkout not loading? <a href={`mailto:${email}`}>Email us</a>
            </>
          )
        }
      />
    );
  }
  if (link) {
    const href = link;
    return (
      <ExternalButton href={href.toString()} className="w-full">
        <CreditCard className="size-4" aria-hidden />
        Buy {ticket.name}
      </ExternalButton>
    );
  }
  return (
    <div role="note" className="rounded-xl border border-dashed border-brand-200 bg-brand-50 p-4">
      <p className="flex items-center gap-2 font-semibold text-ink">
        <Clock className="size-4 text-brand-600" aria-hidden />
        Not on sale yet
      </p>
      <p className="mt-1 text-sm leading-6 text-muted">
        Tickets open soon. Book a call and we will hold a seat for you.
      </p>
      <div className="mt-4">
        <ExternalButton href={bookingUrl} size="sm">
          <CalendarDays className="size-4" aria-hidden />
          Book a call
        </ExternalButton>
      </div>
    </div>
  );
}
