// Stripe's embeddable buy button: the script that defines <stripe-buy-button> (spec §2).

export const STRIPE_BUY_BUTTON_SCRIPT = "https://js.stripe.com/v3/buy-button.js";
