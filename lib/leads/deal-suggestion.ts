// What a lead's conversation suggests the deal is worth: the pricing page's packages named in it
// (the visitor's words, the assistant's and the summary), each at its listed price.
import { packages } from "@/content/pricing";
import { centsFromDollars } from "@/lib/utils/money";

export type DealSuggestion = { name: string; cents: number };

/** "$10,000+" → 1,000,000 cents (the listed floor). */
const priceOf = (price: string) => centsFromDollars(price.replace(/\+$/, ""));

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Named as a package: capitalised as the pricing page writes it ("Growth"), or in any case
 * with "package", "plan" or "tier" after it; "our growth stalled" is no package. */
const names = (name: string, said: string) =>
  new RegExp(`\\b${literal(name)}\\b`).test(said) ||
  new RegExp(`\\b${literal(name)}\\s+(package|plan|tier)\\b`, "i").test(said);

/** The packages named in `texts`, the dearest first. */
export function suggestedDeals(texts: string[]): DealSuggestion[] {
  const said = texts.join("\n");
  return packages
    .filter((p) => names(p.name, said))
    .map((p) => ({ name: p.name, cents: priceOf(p.price) ?? 0 }))
    .filter((s) => Number.isFinite(s.cents) && s.cents > 0)
    .sort((a, b) => b.cents - a.cents);
}
