"use client";

// How a ticket is bought: Stripe's buy button when configured, else a "not on sale yet" note. The
// settings are read at run time (GET /api/workshop/checkout), so a restart puts tickets on sale.
import { type ReactNode, useEffect, useState } from "react";
import { buttonClasses, ExternalButton } from "@/components/ui/button";
import { CalendarDays, Clock, Mail } from "@/components/ui/icons";
import type { TicketId } from "@/content/workshop";
import { STRIPE_BUY_BUTTON_SCRIPT } from "@/lib/events/stripe";
import { type CheckoutConfig, readCheckoutConfig } from "@/lib/validations/workshop";
import { StripeBuyButton } from "./stripe-buy-button";

let latest: Promise<CheckoutConfig | null> | null = null;

/** One request per page view, shared by the ticket cards. */
function fetchCheckoutConfig(): Promise<CheckoutConfig | null> {
  latest ??= fetch("/api/workshop/checkout", { cache: "no-store" })
    .then(async (res) => {
      if (!res.ok) return null;
      return readCheckoutConfig(await res.json());
    })
    .catch(() => null)
    .finally(() => {
      // The next page view asks again.
      setTimeout(() => {
        latest = null;
      }, 0);
    });
  return latest;
}

/** Adds Stripe's buy-button script to the document once (client-side navigation included). */
export function loadStripeScript() {
  const present =
    customElements.get("stripe-buy-button") !== undefined ||
    document.querySelector(`script[src="${STRIPE_BUY_BUTTON_SCRIPT}"]`) !== null;
  if (present) return;
  const script = document.createElement("script");
  script.src = STRIPE_BUY_BUTTON_SCRIPT;
  script.async = true;
  document.head.append(script);
}

export type NotOnSaleCopy = {
  title: string;
  text: ReactNode;
  bookLabel: string;
  emailLabel: string;
  /** Under a live buy button, for visitors whose browser blocks Stripe's script. */
  checkoutHelp: string;
};

export function TicketCheckout({
  ticketId,
  ticketName,
  price,
  initial,
  clientReferenceId,
  bookingUrl,
  mailto,
  copy,
}: {
  ticketId: TicketId;
  ticketName: string;
  /** "$44.95", for the box that holds Stripe's button's place. */
  price: string;
  /** The settings the page was built with. */
  initial: CheckoutConfig;
  /** Sent to Stripe with the purchase, so it comes back to this ticket. */
  clientReferenceId: string | null;
  bookingUrl: string;
  mailto: string;
  copy: NotOnSaleCopy;
}) {
  const [config, setConfig] = useState(initial);
  useEffect(() => {
    let live = true;
    void fetchCheckoutConfig().then((c) => {
      if (live && c) setConfig(c);
    });
    return () => {
      live = false;
    };
  }, []);
  const buttonId = config.publishableKey ? config.buttons[ticketId] : null;
  useEffect(() => {
    if (buttonId) loadStripeScript();
  }, [buttonId]);

  if (buttonId && config.publishableKey) {
    return (
      <StripeBuyButton
        buyButtonId={buttonId}
        publishableKey={config.publishableKey}
        clientReferenceId={clientReferenceId ?? undefined}
        price={price}
        fallback={
          <>
            {copy.checkoutHelp} <a href={mailto}>{copy.emailLabel}</a>
          </>
        }
      />
    );
  }
  return (
    <div
      role="note"
      aria-label={`${ticketName}: ${copy.title}`}
      className="rounded-xl border border-dashed border-brand-200 bg-brand-50 p-4"
    >
      <p className="flex items-center gap-2 font-semibold text-ink">
        <Clock className="size-4 text-brand-600" aria-hidden />
        {copy.title}
      </p>
      <p className="mt-1 text-sm leading-6 text-muted">{copy.text}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <ExternalButton href={bookingUrl} size="sm">
          <CalendarDays className="size-4" aria-hidden />
          {copy.bookLabel}
        </ExternalButton>
        <a href={mailto} className={buttonClasses({ variant: "secondary", size: "sm" })}>
          <Mail className="size-4" aria-hidden />
          {copy.emailLabel}
        </a>
      </div>
    </div>
  );
}
