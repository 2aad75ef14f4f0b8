// The legal pages are cached per day (proxy.ts, lib/legal.ts): the day is the business's, and
// only a real calendar day is a page.
import { describe, expect, it } from "vitest";
import { lastUpdated, legalDay } from "@/lib/legal";

describe("lastUpdated", () => {
  it("is the day in Austin, not in UTC", () => {
    // 03:30 UTC on 27 November is still the evening of the 26th in Central time.
    expect(lastUpdated(new Date("2026-11-27T03:30:00Z"))).toEqual({
      label: "November 26, 2026",
      iso: "2026-11-26",
    });
    expect(lastUpdated(new Date("2026-11-27T06:30:00Z")).iso).toBe("2026-11-27");
  });
});

describe("legalDay", () => {
  it("labels a calendar day", () => {
    expect(legalDay("2026-03-08")).toEqual({ label: "March 8, 2026", iso: "2026-03-08" });
  });

  it("refuses anything else", () => {
    for (const segment of ["2026-02-30", "2026-13-01", "26-11-26", "2026-11-26x", "today", ""]) {
      expect(legalDay(segment), segment).toBeNull();
    }
  });
});
