// The deal a conversation suggests: the pricing page's packages it names, at their listed prices.
import { describe, expect, it } from "vitest";
import { suggestedDeals } from "@/lib/leads/deal-suggestion";

describe("the deal a conversation suggests", () => {
  it("names each package mentioned at its price, the dearest first, and nothing else", () => {
    expect(
      suggestedDeals([
        "How much is the growth package?",
        "Growth is $8,000 one-time; Starter is $5,000.",
      ]),
    ).toEqual([
      { name: "Growth", cents: 800_000 },
      { name: "Starter", cents: 500_000 },
    ]);
    expect(suggestedDeals(["We want AI Max for our clinics"])).toEqual([
      { name: "AI Max", cents: 1_000_000 },
    ]);
    expect(suggestedDeals(["Our growth has stalled since the starter plan"])).toEqual([
      { name: "Starter", cents: 500_000 },
    ]);
    expect(suggestedDeals(["Just browsing", "A maximum of two"])).toEqual([]);
  });
});
