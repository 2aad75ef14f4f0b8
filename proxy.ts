// Runs before routing, for two things only (config.matcher):
// - /blog with a search: served from its own cached page (lib/blog-search-key.ts) while the
//   visitor's address stays /blog?q=;
// - the admin pages: a Content-Security-Policy with a fresh nonce, whose script-src has no
//   'unsafe-inline'. Next reads the nonce from the request's policy and puts it on the scripts
//   it writes; the admin pages are rendered per request anyway.
import { type NextRequest, NextResponse } from "next/server";
import { contentSecurityPolicy } from "@/config/security-headers.mjs";
import { blogSearchPath } from "@/lib/blog-search-key";

const https = (process.env.SITE_URL ?? "").startsWith("https://");
const dev = process.env.NODE_ENV === "development";

export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith("/admin")) {
    const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
    const policy = contentSecurityPolicy({ https, dev, nonce });
    const headers = new Headers(request.headers);
    headers.set("Content-Security-Policy", policy);
    const response = NextResponse.next({ request: { headers } });
    response.headers.set("Content-Security-Policy", policy);
    return response;
  }
  return NextResponse.rewrite(
    new URL(blogSearchPath(request.nextUrl.searchParams), request.nextUrl),
  );
}

export const config = {
  matcher: [{ source: "/blog", has: [{ type: "query", key: "q" }] }, "/admin", "/admin/:path*"],
};
