// A blog search's address inside the site: proxy.ts rewrites /blog?q=&tag=&page= to
// /blog/search/KEY, a page cached per search like the list pages (next.config.ts keeps that
// cache in memory and bounded, so no number of different searches can fill the disk).
import { blogHref } from "@/lib/blog-url";
import { blogPageQuery, searchParamsObject } from "@/lib/validations/blog";

type BlogState = { q?: string; tag?: string; page: number };

function blogState(params: URLSearchParams): BlogState {
  const parsed = blogPageQuery.parse(searchParamsObject(params));
  return { q: parsed.q || undefined, tag: parsed.tag || undefined, page: parsed.page ?? 1 };
}

/** A search's state as one path segment: base64url of its canonical query string. */
export function blogSearchKey(state: BlogState): string {
  return Buffer.from(blogHref(state).slice("/blog?".length)).toString("base64url");
}

/** The search a key stands for, or null when it is not a search's canonical key: one search, one
 * address, one cache entry. */
export function blogSearchState(key: string): BlogState | null {
  // The longest valid search (100 characters of any script, a 50-character tag, a page number)
  // percent-encoded is under 1,500 characters, so under 2,000 in base64.
  if (!/^[A-Za-z0-9_-]{1,2048}$/.test(key)) return null;
  const state = blogState(new URLSearchParams(Buffer.from(key, "base64url").toString("utf8")));
  return state.q && blogSearchKey(state) === key ? state : null;
}

/** Where /blog?q= is served from: the search's cached page, or for an empty search the cached
 * list page of its tag and page number. */
export function blogSearchPath(params: URLSearchParams): string {
  const state = blogState(params);
  if (state.q) return `/blog/search/${blogSearchKey(state)}`;
  return state.tag
    ? `/blog/tagged/${encodeURIComponent(state.tag)}/${state.page}`
    : `/blog/pages/${state.page}`;
}
