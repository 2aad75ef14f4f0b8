// Runs before routing, for /blog with a search only (config.matcher): the search is served from
// its own cached page (lib/blog-search-key.ts) while the visitor's address stays /blog?q=.
import { type NextRequest, NextResponse } from "next/server";
import { blogSearchPath } from "@/lib/blog-search-key";

export function proxy(request: NextRequest) {
  return NextResponse.rewrite(
    new URL(blogSearchPath(request.nextUrl.searchParams), request.nextUrl),
  );
}

export const config = {
  matcher: [{ source: "/blog", has: [{ type: "query", key: "q" }] }],
};
