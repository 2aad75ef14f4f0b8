// One allowance per address for the site's full-text search (a search costs 50-70 ms of database
// CPU), spent by /blog?q= and its result pages (proxy.ts), the posts API's ?search= and the
// assistant's article look-ups. No database here: proxy.ts imports it.
import "server-only";
import { reserve } from "@/lib/rate-limit";
import type { Limit } from "@/lib/rate-limit-stores";

export const SEARCH_ALLOWANCE: Limit = { name: "site-search", max: 30, windowMs: 60_000 };

/** Counts one search for the address: ok, or how long until it may search again. */
export function spendSearch(address: string) {
  return reserve(SEARCH_ALLOWANCE, address);
}
