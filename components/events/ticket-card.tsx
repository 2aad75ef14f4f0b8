// One workshop ticket: price, what it includes and its Stripe buy button, or, when checkout is
// not configured, a clear "not on sale yet" note with ways to book or write to us instead.
import { CalendarDays, Check, Clock, Mail } from "lucide-react";
import { buttonClasses, ExternalButton } from "@/components/ui/button";
import { formatTicketPrice, type WorkshopTicket } from "@/content/workshop";
import { cn } from "@/lib/utils/cn";
import { StripeBuyButton } from "./stripe-buy-button";

export type TicketCheckout =
  | { kind: "stripe"; buyButtonId: string; publishableKey: string; email: string }
  | { kind: "unavailable"; bookingUrl: string; email: string };

export type NotOnSaleCopy = {
  title: string;
  text: string;
  bookLabel: string;
  emailLabel: string;
  /** Under a live buy button, for visitors whose browser blocks Stripe's script. */
  checkoutHelp: string;
};

export function TicketCard({
  ticket,
  checkout,
  popularLabel,
  notOnSale,
}: {
  ticket: WorkshopTicket;
  checkout: TicketCheckout;
  popularLabel: string;
  notOnSale: NotOnSaleCopy;
}) {
  const headingId = `ticket-${ticket.id}-heading`;
  const mailto = `mailto:${checkout.email}?subject=${encodeURIComponent(`Workshop seat: ${ticket.name}`)}`;
  return (
    <article
      aria-labelledby={headingId}
      data-ticket={ticket.id}
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
        <span className="text-sm font-medium text-muted">USD</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {ticket.items.map((item) => (
          <li key={item} className="flex gap-3 text-sm leading-6 text-ink">
            <Check className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        {checkout.kind === "stripe" ? (
          <>
            <StripeBuyButton
              buyButtonId={checkout.buyButtonId}
              publishableKey={checkout.publishableKey}
            />
            <p className="mt-3 text-center text-xs text-muted">
              {notOnSale.checkoutHelp}{" "}
              <a
                href={mailto}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {notOnSale.emailLabel}
              </a>
            </p>
          </>
        ) : (
          <div
            role="note"
            aria-label={`${ticket.name}: ${notOnSale.title}`}
            className="rounded-xl border border-dashed border-brand-200 bg-brand-50 p-4"
          >
            <p className="flex items-center gap-2 font-semibold text-ink">
              <Clock className="size-4 text-brand-600" aria-hidden />
              {notOnSale.title}
            </p>
            <p className="mt-1 text-sm leading-6 text-muted">{notOnSale.text}</p>
            <div className="mt-4 flex flex-wrap gap-2">
              <ExternalButton href={checkout.bookingUrl} size="sm">
                <CalendarDays className="size-4" aria-hidden />
                {notOnSale.bookLabel}
              </ExternalButton>
              <a href={mailto} className={buttonClasses({ variant: "secondary", size: "sm" })}>
                <Mail className="size-4" aria-hidden />
                {notOnSale.emailLabel}
              </a>
            </div>
          </div>
        )}
      </div>
    </article>
  );
}
