// The assistant's look-up of articles for a chat message: within the address's search allowance,
// and kept a minute, so the same question asked again costs nothing.
import "server-only";
import { type KnowledgeMatch, searchKnowledge } from "@/lib/db/queries/knowledge";
import { spendSearch } from "@/lib/search-allowance";

const KEEP_MS = 60_000;
const KEEP_MAX = 200;
const kept = new Map<string, { at: number; matches: KnowledgeMatch[] }>();

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
