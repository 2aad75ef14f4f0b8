// What the browser records of a visit's start (lib/attribution.ts), and what the server accepts.
import { describe, expect, it } from "vitest";
import { touchOf } from "@/lib/attribution";
import { applyLinkedSave, applyOwnerSave, type LeadSave, newLead } from "@/lib/rules/lead-save";
import { attributionField } from "@/lib/validations/attribution";
import { leadListState } from "@/lib/validations/summaries";

const now = new Date("2026-11-27T15:00:00Z");
const page = (path: string) => new URL(`https://bluebonnetlabs.ai${path}`);

describe("a visit's touch", () => {
  it("keeps the landing page with its query, the utm_ parameters and another site's address", () => {
    const t = touchOf(
      page("/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=fall-workshop&x=1"),
      "https://news.example.org/issues/42",
      now,
    );
    expect(t).toEqual({
      landing_page:
        "/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=fall-workshop&x=1",
      referrer: "https://news.example.org/issues/42",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "fall-workshop",
      utm_term: null,
      utm_content: null,
      at: now.toISOString(),
    });
  });

  it("has no referrer for a page of this site, nothing typed, or an odd scheme; values are clipped", () => {
    expect(touchOf(page("/blog"), "https://bluebonnetlabs.ai/", now).referrer).toBeNull();
    expect(touchOf(page("/blog"), "", now).referrer).toBeNull();
    expect(touchOf(page("/blog"), "android-app://com.example/", now).referrer).toBeNull();
    const long = touchOf(page(`/?utm_source=${"s".repeat(300)}`), "", now);
    expect(long.utm_source).toHaveLength(100);
    expect(long.landing_page.length).toBeLessThanOrEqual(500);
  });

  it("the server drops a record that is not one, rather than refusing the lead", () => {
    const t = touchOf(page("/?utm_source=x"), "", now);
    expect(attributionField.parse({ first: t, last: t })).toEqual({ first: t, last: t });
    for (const bad of [
      "nope",
      { first: { ...t, landing_page: "https://evil.example/" }, last: t },
      { first: { ...t, landing_page: "//evil.example/" }, last: t },
      { first: { ...t, referrer: "javascript:alert(1)" }, last: t },
      { first: t },
    ]) {
      expect(attributionField.parse(bad)).toBeUndefined();
    }
  });
});

describe("a lead's origin across saves", () => {
  const touch = (landing: string) => touchOf(page(landing), "", now);
  const save = (over: Partial<LeadSave> = {}): LeadSave => ({
    sessionId: "s1",
    seq: 1,
    interactionDate: "2026-11-20",
    contact: { name: "Ann Lee", email: "ann@firm.com", phone: null, company: null },
    chatSummary: "x",
    servicesDiscussed: [],
    keyPainPoints: [],
    callToActionOffered: false,
    nextStep: "Continue nurturing",
    leadQualification: "Warm",
    visitCount: 1,
    transcript: [],
    handoff: null,
    attribution: { first: touch("/a"), last: touch("/a") },
    ...over,
  });

  it("keeps the first touch as first recorded and takes the latest visit's", () => {
    const lead = newLead(save());
    const next = applyOwnerSave(
      lead,
      save({ seq: 2, attribution: { first: touch("/other"), last: touch("/b") } }),
    );
    expect(next.attribution).toEqual({ first: touch("/a"), last: touch("/b") });
    // A save that carries none (storage off) keeps what the lead has.
    expect(applyOwnerSave(next, save({ seq: 3, attribution: null })).attribution).toEqual(
      next.attribution,
    );
  });

  it("a save linked by the email alone changes neither", () => {
    const lead = newLead(save());
    const linked = applyLinkedSave(
      lead,
      save({ sessionId: "other", attribution: { first: touch("/x"), last: touch("/y") } }),
    );
    expect(linked.attribution).toEqual(lead.attribution);
  });
});

describe("the inbox's address", () => {
  it("keeps a source and a campaign, and leaves out what no database stores", () => {
    expect(leadListState.parse({ utm_source: "newsletter", utm_campaign: " fall " })).toMatchObject(
      { utm_source: "newsletter", utm_campaign: "fall" },
    );
    const odd = leadListState.parse({
      utm_source: "news\u0000letter",
      q: "\u0000",
      due: "someday",
    });
    expect(odd.utm_source).toBe("newsletter");
    expect(odd.q).toBeUndefined();
    expect(odd.due).toBeUndefined();
  });
});
