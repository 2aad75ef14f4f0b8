// One workshop ticket: price, what it includes (lines that change once the event is over follow
// its phase) and how to buy it (TicketCheckout).
import { Check } from "@/components/ui/icons";
import { formatTicketPrice, type WorkshopTicket } from "@/content/workshop";
import { cn } from "@/lib/utils/cn";
import type { CheckoutConfig } from "@/lib/validations/workshop";
import { PhaseText } from "./event-phase";
import { type NotOnSaleCopy, TicketCheckout } from "./ticket-checkout";

export function TicketCard({
  ticket,
  checkout,
  popularLabel,
  priceUnit,
  bookingUrl,
  email,
  mailSubject,
  notOnSale,
}: {
  ticket: WorkshopTicket;
  checkout: CheckoutConfig;
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
      data-chat-avoid
      className={cn(
        "relative flex h-full flex-col rounded-card bg-white p-6 sm:p-8",
        ticket.popular ? "border-2 border-brand-500 shadow-lift" : "border border-line shadow-card",
      )}
    >
      {ticket.popular && (
        <p className="absolute -top-3.5 left-6 rounded-pill bg-accent-700 px-3 py-1 text-xs font-bold uppercase tracking-wider text-white sm:left-8">
          {popularLabel}
        </p>
      )}
      <h3 id={headingId} className="text-xl font-semibold text-ink">
        {ticket.name}
      </h3>
      <p className="mt-2 text-sm leading-6 text-muted">{ticket.tagline}</p>
      <p className="mt-5 flex items-baseline gap-2">
        <span className="text-4xl font-bold tracking-tight text-ink">
          {formatTicketPrice(ticket.price)}
        </span>
        <span className="text-sm font-medium text-muted">{priceUnit}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {ticket.items.map((item) => (
          <li
            key={typeof item === "string" ? item : item.upcoming}
            className="flex gap-3 text-sm leading-6 text-ink"
          >
            <Check className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
            <span>{typeof item === "string" ? item : <PhaseText text={item} />}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <TicketCheckout
          ticketId={ticket.id}
          ticketName={ticket.name}
          initial={checkout}
          bookingUrl={bookingUrl}
          mailto={mailto}
          copy={notOnSale}
        />
      </div>
    </article>
  );
}
