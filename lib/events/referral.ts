// A buyer's share link: the event's page tagged as a referral, with a code naming the buyer's
// seat, so a lead who arrives through it shows who referred them (the spec's referral reward is
// a free strategy call for the referrer). The code is public, in a link meant to be passed on:
// it names a seat to the owner and grants nothing.

/** "ref-" and the first 10 hex digits of the seat's id. */
export const referralCode = (attendeeId: string) =>
  `ref-${attendeeId.replace(/-/g, "").slice(0, 10).toLowerCase()}`;

export const REFERRAL_CODE = /^ref-[0-9a-f]{10}$/;

/** The event's address as a buyer shares it; without a known buyer, tagged without a code. */
export function referralUrl(eventUrl: string, slug: string, code: string | null): string {
  const url = new URL(eventUrl);
  url.searchParams.set("utm_source", "referral");
  url.searchParams.set("utm_medium", "share");
  url.searchParams.set("utm_campaign", slug);
  if (code) url.searchParams.set("utm_content", code);
  return url.toString();
}

/** The code a lead's visit carried, from either touch of its attribution. */
export function referralCodeOf(
  attribution: {
    first: { utm_source: string | null; utm_content: string | null };
    last: { utm_source: string | null; utm_content: string | null };
  } | null,
): string | null {
  for (const t of attribution ? [attribution.first, attribution.last] : []) {
    const code = t.utm_content?.toLowerCase() ?? "";
    if (t.utm_source?.toLowerCase() === "referral" && REFERRAL_CODE.test(code)) return code;
  }
  return null;
}
