"use client";

// Adds Stripe's buy-button script to the document once. Rendered only by the workshop page and
// only when a buy button is configured; it checks the document first, so client-side
// navigation back to the page (or React's double effects in development) adds no second copy.
import { useEffect } from "react";
import { STRIPE_BUY_BUTTON_SCRIPT } from "@/lib/events/stripe";

export function StripeScriptLoader() {
  useEffect(() => {
    const present =
      customElements.get("stripe-buy-button") !== undefined ||
      document.querySelector(`script[src="${STRIPE_BUY_BUTTON_SCRIPT}"]`) !== null;
    if (present) return;
    const script = document.createElement("script");
    script.src = STRIPE_BUY_BUTTON_SCRIPT;
    script.async = true;
    document.head.append(script);
  }, []);
  return null;
}
