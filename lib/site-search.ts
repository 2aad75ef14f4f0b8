// One allowance per address for the site's full-text search, spent by /blog?q= (proxy.ts) and by
// the assistant's look-up of articles for each message: a search costs 50-70 ms of database CPU,
// so one address cannot keep the server busy with new ones. The assistant's look-ups are also
// kept a minute, so the same question asked again costs nothing.
import "server-only";
import { type KnowledgeMatch, searchKnowledge } from "@/lib/db/queries/knowledge";
import { type Limit, reserve } from "@/lib/rate-limit";

export const SEARCH_ALLOWANCE: Limit = { name: "site-search", max: 30, windowMs: 60_000 };

const KEEP_MS = 60_000;
const KEEP_MAX = 200;
const kept = new Map<string, { at: number; matches: KnowledgeMatch[] }>();

/** Counts one search for the address: ok, or how long until it may search again. */
export async function spendSearch(address: string) {
  return reserve(SEARCH_ALLOWANCE, address);
}

/** The articles and use cases for a chat message; none once the address's allowance is spent. */
export async function knowledgeFor(address: string, q: string): Promise<KnowledgeMatch[]> {
  const key = q.trim().toLowerCase().replace(/\s+/g, " ");
  const hit = kept.get(key);
  if (hit && Date.now() - hit.at < KEEP_MS) return hit.matches;
  if (!(await spendSearch(address)).ok) return [];
  const matches = await searchKnowledge(q);
  kept.delete(key);
  kept.set(key, { at: Date.now(), matches });
  if (kept.size > KEEP_MAX) kept.delete(kept.keys().next().value as string);
  return matches;
}
