import { writeFileSync } from "node:fs";
import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import { distDir, sourceCommit } from "./config/build-dir.mjs";
import { pagesFingerprint } from "./config/env.mjs";
import { EVENT_PAGES, securityHeaders } from "./config/security-headers.mjs";
import { precompressStatic } from "./scripts/precompress.mjs";

// Headers are fixed at build time: SITE_URL's scheme then decides HSTS and upgrade-insecure-requests.
const https = (process.env.SITE_URL ?? "").startsWith("https://");
const dev = process.env.NODE_ENV === "development";
const adminHeaders = securityHeaders({ https, dev }).filter(
  (h) => h.key !== "Content-Security-Policy",
);

const nextConfig: NextConfig = {
  distDir,
  // PGlite ships a 15 MB WASM build: keep it out of the bundle and the public static files.
  // prom-client: one registry for the app and scripts/server.mjs (lib/metrics.ts).
  serverExternalPackages: ["@electric-sql/pglite", "prom-client"],
  poweredByHeader: false,
  // Every image is a sized file already (components/ui/picture.tsx): /_next/image answers 404
  // instead of resizing whatever a stranger asks of it.
  images: { unoptimized: true },
  // scripts/server.mjs compresses (Brotli as well as gzip), and serves the build's precompressed files.
  compress: false,
  // Next hashes the whole HTML of a page in JavaScript on every request to make its ETag: a fifth
  // of the CPU a cached page costs (docs/performance.md). A 304 would only save a returning
  // visitor the page's ~12 KB; a CDN in front (README, "Running several instances") makes its own.
  generateEtags: false,
  experimental: {
    // Run-time pages stay in memory (50 MB, LRU): Next never deletes them from disk.
    isrFlushToDisk: false,
    // A first visit paints a round trip sooner: off, the document is 59 KB instead of 272 (the
    // stylesheet is no longer carried twice) but its nine stylesheets block the first paint, and
    // the phone LCP grew by 0.9–1.5 s (docs/performance.md, 2026-12-04).
    inlineCss: true,
    globalNotFound: true,
    // The admin's largest change (an article: 512 KB through the API) and its envelope.
    serverActions: { bodySizeLimit: "600kb" },
  },
  reactStrictMode: true,
  // Every build compresses its scripts and stylesheets once (Brotli and gzip beside each file),
  // for scripts/server.mjs to serve instead of compressing them on each request.
  compiler: {
    runAfterProductionCompile: async ({ distDir }) => {
      await precompressStatic(distDir);
      // `npm start` builds again when the source has moved on (a `git pull`) since this build.
      writeFileSync(path.join(distDir, "SOURCE_COMMIT"), sourceCommit() ?? "");
    },
  },
  async headers() {
    return [
      // Pages and API answers; build assets (immutable scripts, styles, fonts) only need nosniff,
      // which Next sends for them: a policy on a script file governs nothing.
      { source: "/((?!_next/static/|admin$|admin/).*)", headers: securityHeaders({ https, dev }) },
      // The admin's policy, with its nonce, comes from proxy.ts; the other protections from here.
      { source: "/admin", headers: adminHeaders },
      { source: "/admin/:path*", headers: adminHeaders },
      // Later entries override earlier ones: event pages may load the payment provider.
      { source: EVENT_PAGES, headers: securityHeaders({ https, dev, payments: true }) },
      { source: "/admin/:path*", headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }] },
      { source: "/admin", headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }] },
      // The alerts' service worker serves the whole admin, /admin itself included, and is checked
      // for a new version on every visit.
      {
        source: "/admin/sw.js",
        headers: [
          { key: "Service-Worker-Allowed", value: "/admin" },
          { key: "Cache-Control", value: "no-cache" },
        ],
      },
    ];
  },
  // The blog's list is cached per tag and page (and per search, through proxy.ts), the use cases'
  // list likewise, each at an address of its own; the address the visitor sees stays
  // /blog?q=&tag=&page= and /use-cases (spec: state in the URL).
  async rewrites() {
    const q = { type: "query" as const, key: "q" };
    const tag = { type: "query" as const, key: "tag", value: "(?<tag>[^/%]+)" };
    const page = { type: "query" as const, key: "page", value: "(?<page>[1-9][0-9]{0,3})" };
    const pageKey = { type: "query" as const, key: "page" };
    const tagKey = { type: "query" as const, key: "tag" };
    return {
      beforeFiles: [
        { source: "/blog", has: [tag, page], missing: [q], destination: "/blog/tagged/:tag/:page" },
        { source: "/blog", has: [tag], missing: [q, pageKey], destination: "/blog/tagged/:tag/1" },
        { source: "/blog", has: [page], missing: [q, tagKey], destination: "/blog/pages/:page" },
        { source: "/blog", missing: [q, tagKey, pageKey], destination: "/blog/pages/1" },
        { source: "/use-cases", destination: "/use-cases/list/1" },
        { source: "/events", destination: "/events/list/1" },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  async redirects() {
    return [
      { source: "/about", destination: "/about-us", permanent: true },
      { source: "/case-studies", destination: "/use-cases", permanent: true },
    ];
  },
};

// With REDIS_URL, the page and data cache live in Redis (config/cache-handler.mjs). A server
// started with other values than the build's has its pages made again
// (app/api/internal/refresh-pages), so one build serves any site.
export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) {
    return { ...nextConfig, env: { PAGES_BUILT_WITH: pagesFingerprint(process.env) } };
  }
  if (phase !== PHASE_PRODUCTION_SERVER || !process.env.REDIS_URL) return nextConfig;
  return { ...nextConfig, cacheHandler: path.resolve("config/cache-handler.mjs") };
}
