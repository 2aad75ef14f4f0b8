// Stripe's embeddable buy button (a custom element defined by Stripe's script). Rendered
// on the server so the ticket card has its final size before the script arrives; the script
// upgrades the element in place. Until it does (or if a blocker stops it), `fallback` holds the
// same box: the price and a plain way to buy.
import type { DetailedHTMLProps, HTMLAttributes, ReactNode } from "react";
import "./stripe-buy-button.css";

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
  price,
  fallback,
}: {
  buyButtonId: string;
  publishableKey: string;
  /** Comes back on the Checkout Session: which ticket was bought. */
  clientReferenceId?: string;
  /** "$44.95": shown until Stripe's button draws. */
  price: string;
  /** A plain way to buy when the script never comes (a link). */
  fallback: ReactNode;
}) {
  return (
    <div className="buy-slot">
      <stripe-buy-button
        buy-button-id={buyButtonId}
        publishable-key={publishableKey}
        client-reference-id={clientReferenceId}
      />
      <div className="buy-fallback">
        <p>
          <b>{price}</b> · secure checkout by Stripe
        </p>
        <p>{fallback}</p>
      </div>
    </div>
  );
}
