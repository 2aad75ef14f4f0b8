import type { NextConfig } from "next";
import { securityHeaders, WORKSHOP_PATH } from "./config/security-headers";
import { LIST_REWRITES } from "./scripts/list-rewrites.mjs";
import { precompressStatic } from "./scripts/precompress.mjs";

// Headers are fixed at build time, like the static pages they protect (SITE_URL included).
const https = (process.env.SITE_URL ?? "").startsWith("https://");
const dev = process.env.NODE_ENV === "development";

const nextConfig: NextConfig = {
  // PGlite ships a 15 MB WASM build: keep it out of the bundle and the public static files.
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  // scripts/server.mjs compresses (and rewrites pages' HTML: scripts/page-html.mjs).
  compress: false,
  // Next hashes the whole HTML of a page in JavaScript on every request to make its ETag: a fifth
  // of the CPU a cached page costs (docs/performance.md). A 304 would only save a returning
  // visitor the page's ~12 KB; a CDN in front (README, "Running several instances") makes its own.
  generateEtags: false,
  // Pages rendered at run time (a blog search, a tag's list, an article after a publish) stay in
  // Next's in-memory cache (cacheMaxMemorySize, 50 MB, least recently used out first) and are
  // never written under .next: Next never deletes those files, so any number of different
  // searches or tags could otherwise fill the disk. The build's pages are still read from disk.
  experimental: { isrFlushToDisk: false },
  reactStrictMode: true,
  // Every build compresses its scripts and stylesheets once (Brotli and gzip beside each file),
  // for scripts/server.mjs to serve instead of compressing them on each request.
  compiler: {
    runAfterProductionCompile: async ({ distDir }) => {
      await precompressStatic(distDir);
    },
  },
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
  // The blog's list is cached per tag and page (and per search, through proxy.ts), the use cases'
  // list likewise; the address the visitor sees stays /blog?q=&tag=&page= (spec: state in the
  // URL). scripts/server.mjs applies the same rules to requests for pages before Next does.
  async rewrites() {
    return { beforeFiles: LIST_REWRITES, afterFiles: [], fallback: [] };
  },
  async redirects() {
    return [
      { source: "/about", destination: "/about-us", permanent: true },
      { source: "/case-studies", destination: "/use-cases", permanent: true },
    ];
  },
};

export default nextConfig;
