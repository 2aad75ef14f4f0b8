// Browser protections for every response (next.config.ts; scripts/server.mjs for its own). Public
// pages need 'unsafe-inline' for Next's inline data; the admin's policy uses a nonce (proxy.ts).
// Payment scripts on event pages only; no user HTML reaches a script (articles sanitised on write).

/** Every event's page (the spec's workshop among them) may sell tickets with Stripe's buy button. */
export const EVENT_PAGES = "/events/:slug";

const VIDEO_FRAME = "https://www.youtube-nocookie.com";
const STRIPE = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
  img: ["https://*.stripe.com"],
};

/**
 * A nonce (admin pages, proxy.ts) replaces 'unsafe-inline', which static pages need for Next's data.
 * @param {{ https: boolean, dev: boolean, payments?: boolean, nonce?: string }} options
 */
export function contentSecurityPolicy({ https, dev, payments = false, nonce }) {
  const extra = (list) => (payments ? list : []);
  const directives = {
    "default-src": ["'self'"],
    // React's dev tooling evaluates code; production never does.
    "script-src": [
      "'self'",
      nonce ? `'nonce-${nonce}'` : "'unsafe-inline'",
      ...(dev ? ["'unsafe-eval'"] : []),
      ...extra(STRIPE.script),
    ],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...extra(STRIPE.img)],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...extra(STRIPE.connect)],
    "frame-src": [VIDEO_FRAME, ...extra(STRIPE.frame)],
    "media-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "frame-ancestors": ["'self'"],
    "form-action": ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** @param {{ https: boolean, dev: boolean, payments?: boolean }} options */
export function securityHeaders({ https, dev, payments = false }) {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy({ https, dev, payments }) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "SAMEORIGIN" },
    {
      key: "Permissions-Policy",
      value:
        'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com"), usb=(), interest-cohort=()',
    },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" },
    ...(https
      ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
      : []),
  ];
}
