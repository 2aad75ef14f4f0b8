import type { NextConfig } from "next";
import { securityHeaders, WORKSHOP_PATH } from "./config/security-headers";

// Headers are fixed at build time, like the static pages they protect (SITE_URL included).
const https = (process.env.SITE_URL ?? "").startsWith("https://");
const dev = process.env.NODE_ENV === "development";

const nextConfig: NextConfig = {
  // PGlite ships a 15 MB WASM build: keep it out of the bundle and the public static files.
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  reactStrictMode: true,
  async headers() {
    return [
      // Pages and API answers; build assets (immutable scripts, styles, fonts) only need nosniff,
      // which Next sends for them: a policy on a script file governs nothing.
      { source: "/((?!_next/static/).*)", headers: securityHeaders({ https, dev }) },
      // Later entries override earlier ones: the workshop page may load the payment provider.
      { source: WORKSHOP_PATH, headers: securityHeaders({ https, dev, payments: true }) },
      { source: "/admin/:path*", headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }] },
      { source: "/admin", headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }] },
    ];
  },
  async redirects() {
    return [
      { source: "/about", destination: "/about-us", permanent: true },
      { source: "/case-studies", destination: "/use-cases", permanent: true },
    ];
  },
};

export default nextConfig;
