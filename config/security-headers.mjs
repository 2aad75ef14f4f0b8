// Browser protections sent with every response: set in next.config.ts for what Next answers (so
// static pages stay static, no per-request nonce), and by scripts/server.mjs for the few answers
// it makes itself. Scripts come only from this site (Next inlines its page data as small inline
// scripts, hence 'unsafe-inline' on the public pages; the admin's policy carries a per-request
// nonce instead, set by proxy.ts); the payment provider's script and frames are
// allowed on event pages only, the video provider's frame only in frames. No user-supplied
// HTML reaches a script: articles are sanitised on write.

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
