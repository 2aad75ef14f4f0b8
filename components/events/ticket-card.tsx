// One workshop ticket: price, what it includes (lines that change once the event is over follow
// its phase) and how to buy it (TicketCheckout).
import { formatTicketPrice, type WorkshopTicket } from "@/content/workshop";
import type { CheckoutConfig } from "@/lib/validations/workshop";
import { PhaseText } from "./event-phase";
import { type NotOnSaleCopy, TicketCheckout } from "./ticket-checkout";
import "./workshop.css";

export function TicketCard({
  ticket,
  checkout,
  clientReferenceId,
  price,
  popularLabel,
  priceUnit,
  bookingUrl,
  email,
  mailSubject,
  notOnSale,
}: {
  ticket: WorkshopTicket;
  checkout: CheckoutConfig;
  clientReferenceId: string | null;
  /** The price the owner set (dollars); the content's otherwise. */
  price?: number;
  popularLabel: string;
  priceUnit: string;
  bookingUrl: string;
  email: string;
  mailSubject: string;
  notOnSale: NotOnSaleCopy;
}) {
  const headingId = `ticket-${ticket.id}-heading`;
  const mailto = `mailto:${email}?subject=${encodeURIComponent(`${mailSubject}: ${ticket.name}`)}`;
  return (
    <article
      aria-labelledby={headingId}
      data-ticket={ticket.id}
      className={ticket.popular ? "ticket pop" : "ticket"}
    >
      {ticket.popular && <p className="flag">{popularLabel}</p>}
      <h3 id={headingId}>{ticket.name}</h3>
      <p>{ticket.tagline}</p>
      <p className="price">
        <b>{formatTicketPrice(price ?? ticket.price)}</b> {priceUnit}
      </p>
      <ul className="chk sm tall">
        {ticket.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content; a key is written into the RSC payload
          <li key={i}>{typeof item === "string" ? item : <PhaseText text={item} />}</li>
        ))}
      </ul>
      <div className="mt-8">
        <TicketCheckout
          ticketId={ticket.id}
          ticketName={ticket.name}
          price={formatTicketPrice(price ?? ticket.price)}
          initial={checkout}
          clientReferenceId={clientReferenceId}
          bookingUrl={bookingUrl}
          mailto={mailto}
          copy={notOnSale}
        />
      </div>
    </article>
  );
}
