import { describe, expect, it } from "vitest";
import { highlightFigure, industryLabel, industryTrail } from "@/lib/use-cases";

describe("industry label on use-case cards", () => {
  it.each([
    ["Healthcare - Dental Practice", "Dental Practice"],
    ["Real Estate - Residential Brokerage", "Residential Brokerage"],
    ["E-commerce", "E-commerce"],
    ["Home Services - HVAC - Residential", "HVAC - Residential"],
    ["Legal -", "Legal -"],
  ])("%s → %s", (industry, label) => {
    expect(industryLabel(industry)).toBe(label);
  });
});

describe("industry on a use case's page", () => {
  it.each([
    ["Healthcare - Dental Practice", "Healthcare · Dental Practice"],
    ["Home Services - HVAC - Residential", "Home Services · HVAC · Residential"],
    ["E-commerce", "E-commerce"],
    ["Legal -", "Legal -"],
  ])("%s → %s", (industry, trail) => {
    expect(industryTrail(industry)).toBe(trail);
  });
});

describe("highlighted figure", () => {
  it("takes the first percentage", () => {
    expect(highlightFigure(["62% more booked consultations", "$18,000 saved"])?.figure).toBe("62%");
  });

  it("takes a dollar amount, with separators and suffixes", () => {
    expect(highlightFigure(["$18,000 saved per year on software"])?.figure).toBe("$18,000");
    expect(highlightFigure(["Pipeline grew by $2.4M"])?.figure).toBe("$2.4M");
  });

  it("takes an x multiplier", () => {
    expect(highlightFigure(["3x faster quote turnaround"])?.figure).toBe("3x");
    expect(highlightFigure(["Reports built 4.5x faster"])?.figure).toBe("4.5x");
  });

  it("skips results without a figure and plain numbers that are not %, $ or x", () => {
    const found = highlightFigure([
      "Happier front-desk staff",
      "Answered 24 hours a day",
      "Cut no-shows by 38%",
    ]);
    expect(found).toEqual({ figure: "38%", result: "Cut no-shows by 38%" });
  });

  it("does not mistake words for multipliers", () => {
    expect(highlightFigure(["Onboarded 2 xerox machines"])).toBeNull();
    expect(highlightFigure(["Saved 12 hours weekly"])).toBeNull();
  });

  it("returns the first figure in reading order within a result", () => {
    expect(highlightFigure(["From $500 to 3x the leads at 40% lower cost"])?.figure).toBe("$500");
  });
});
