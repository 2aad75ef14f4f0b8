// Before routing: /blog searches go to their cached page, legal pages to today's; admin pages get
// a policy with a fresh nonce (no 'unsafe-inline') and their former addresses a redirect.
import { type NextRequest, NextResponse } from "next/server";
import { contentSecurityPolicy } from "@/config/security-headers.mjs";
import { formerAddress } from "@/lib/admin/former-address";
import { blogSearchPath } from "@/lib/blog-search-key";
import { LEGAL_PATHS, lastUpdated } from "@/lib/legal";
import { addressKey, clientIp } from "@/lib/rate-limit";
import { spendSearch } from "@/lib/search-allowance";

const https = (process.env.SITE_URL ?? "").startsWith("https://");
const dev = process.env.NODE_ENV === "development";

/** A search past the address's allowance: a short page that says when to try again. */
function tooManySearches(retryAfterMs: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new NextResponse(
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Too many searches</title><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>Too many searches</h1><p>Please try again in ${seconds} second${seconds === 1 ? "" : "s"}, or <a href="/blog">browse the blog</a>.</p></body></html>`,
    {
      status: 429,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": String(seconds),
      },
    },
  );
}

export async function proxy(request: NextRequest) {
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
  // A search's result page asked for directly costs what the search does.
  const to = pathname.startsWith("/blog/search/")
    ? null
    : blogSearchPath(request.nextUrl.searchParams);
  if (to === null || to.startsWith("/blog/search/")) {
    const allowed = await spendSearch(addressKey(clientIp(request)));
    if (!allowed.ok) return tooManySearches(allowed.retryAfterMs);
  }
  return to === null ? NextResponse.next() : NextResponse.rewrite(new URL(to, request.nextUrl));
}

export const config = {
  matcher: [
    { source: "/blog", has: [{ type: "query", key: "q" }] },
    "/blog/search/:key*",
    "/admin",
    "/admin/:path*",
    "/privacy-policy/:path*",
    "/content-disclaimer/:path*",
  ],
};
