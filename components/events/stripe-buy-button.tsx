// Stripe's embeddable buy button (a custom element defined by Stripe's script). Rendered
// on the server so the ticket card has its final size before the script arrives; the script
// upgrades the element in place (see StripeScriptLoader).
import type { DetailedHTMLProps, HTMLAttributes } from "react";

type StripeBuyButtonAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  "buy-button-id": string;
  "publishable-key": string;
  "client-reference-id"?: string;
};

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "stripe-buy-button": StripeBuyButtonAttributes;
    }
  }
}

export function StripeBuyButton({
  buyButtonId,
  publishableKey,
  clientReferenceId,
}: {
  buyButtonId: string;
  publishableKey: string;
  /** Comes back on the Checkout Session: which ticket was bought. */
  clientReferenceId?: string;
}) {
  return (
    <div className="flex min-h-24 items-center justify-center">
      <stripe-buy-button
        buy-button-id={buyButtonId}
        publishable-key={publishableKey}
        client-reference-id={clientReferenceId}
      />
    </div>
  );
}
