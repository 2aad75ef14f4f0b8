// Dollars as the owner types them, and as the admin shows them.
import { describe, expect, it } from "vitest";
import { centsFromDollars, dollarsFromCents, formatUsd } from "@/lib/utils/money";

describe("money", () => {
  it("reads typed dollars as cents, blank as none, anything else as not a number", () => {
    expect(centsFromDollars("4,500")).toBe(450_000);
    expect(centsFromDollars(" $4500.5 ")).toBe(450_050);
    expect(centsFromDollars("0.07")).toBe(7);
    expect(centsFromDollars("")).toBeNull();
    expect(centsFromDollars("4.999")).toBeNaN();
    expect(centsFromDollars("-10")).toBeNaN();
    expect(centsFromDollars("ten")).toBeNaN();
  });

  it("shows whole dollars without cents, and cents when there are some", () => {
    expect(formatUsd(450_000)).toBe("$4,500");
    expect(formatUsd(450_050)).toBe("$4,500.50");
    expect(dollarsFromCents(450_000)).toBe("4500");
    expect(dollarsFromCents(450_050)).toBe("4500.50");
  });
});
