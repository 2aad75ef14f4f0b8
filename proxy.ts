// Before routing: /blog searches go to their cached page, the legal pages to today's (a page
// cached per day: its "Last updated" is always today); admin pages get a policy with a fresh
// nonce (Next puts it on its scripts), so their script-src needs no 'unsafe-inline', and their
// former addresses a redirect.
import { type NextRequest, NextResponse } from "next/server";
import { contentSecurityPolicy } from "@/config/security-headers.mjs";
import { formerAddress } from "@/lib/admin/former-address";
import { blogSearchPath } from "@/lib/blog-search-key";
import { LEGAL_PATHS, lastUpdated } from "@/lib/legal";

const https = (process.env.SITE_URL ?? "").startsWith("https://");
const dev = process.env.NODE_ENV === "development";

export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith("/admin")) {
    const moved = formerAddress(request.nextUrl.pathname, request.nextUrl.searchParams);
    if (moved) return NextResponse.redirect(new URL(moved, request.nextUrl));
    const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
    const policy = contentSecurityPolicy({ https, dev, nonce });
    const headers = new Headers(request.headers);
    headers.set("Content-Security-Policy", policy);
    const response = NextResponse.next({ request: { headers } });
    response.headers.set("Content-Security-Policy", policy);
    return response;
  }
  const { pathname } = request.nextUrl;
  const legal = LEGAL_PATHS.find((p) => pathname === p || pathname.startsWith(`${p}/`));
  if (legal) {
    // A dated address asked for directly is no page: a day not yet come would be cached as a 404.
    const to = pathname === legal ? `${legal}/${lastUpdated(new Date()).iso}` : "/not-found";
    return NextResponse.rewrite(new URL(to, request.nextUrl));
  }
  return NextResponse.rewrite(
    new URL(blogSearchPath(request.nextUrl.searchParams), request.nextUrl),
  );
}

export const config = {
  matcher: [
    { source: "/blog", has: [{ type: "query", key: "q" }] },
    "/admin",
    "/admin/:path*",
    "/privacy-policy/:path*",
    "/content-disclaimer/:path*",
  ],
};
