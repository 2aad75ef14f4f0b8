// A buyer's referral link and the code a referred lead's visit carries back (lib/events/referral).
import { describe, expect, it } from "vitest";
import { referralCode, referralCodeOf, referralUrl } from "@/lib/events/referral";

const touch = (utm_source: string | null, utm_content: string | null) => ({
  utm_source,
  utm_content,
});

describe("referral links", () => {
  it("tag the event's page with the buyer's seat code", () => {
    const code = referralCode("3F2504E0-4F89-11D3-9A0C-0305E82C3301");
    expect(code).toBe("ref-3f2504e04f");
    const url = new URL(referralUrl("https://site.example/events/part-2", "part-2", code));
    expect(url.pathname).toBe("/events/part-2");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: "referral",
      utm_medium: "share",
      utm_campaign: "part-2",
      utm_content: code,
    });
    expect(
      new URL(referralUrl("https://site.example/events/x", "x", null)).searchParams.has(
        "utm_content",
      ),
    ).toBe(false);
  });

  it("read back only a referral's well-formed code, from either visit", () => {
    expect(referralCodeOf(null)).toBeNull();
    expect(
      referralCodeOf({ first: touch("referral", "REF-3F2504E04F"), last: touch(null, null) }),
    ).toBe("ref-3f2504e04f");
    expect(
      referralCodeOf({
        first: touch("newsletter", null),
        last: touch("Referral", "ref-3f2504e04f"),
      }),
    ).toBe("ref-3f2504e04f");
    expect(
      referralCodeOf({ first: touch("newsletter", "ref-3f2504e04f"), last: touch(null, null) }),
    ).toBeNull();
    expect(
      referralCodeOf({ first: touch("referral", "ref-3f25' or 1=1"), last: touch(null, null) }),
    ).toBeNull();
  });
});
