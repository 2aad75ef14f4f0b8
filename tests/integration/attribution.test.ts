// Where leads come from: the browser's record of a visit's landing page, referrer and utm_
// parameters, sent with the contact form or a chat save, is kept on the lead (first touch as
// first recorded, the latest visit's replacing the one before), shown to the owner, filtered
// by, exported and counted on the overview; a save linked by the email alone changes nothing.
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as overview } from "@/app/api/admin/overview/route";
import { GET as exportCsv } from "@/app/api/chat/summaries/export/route";
import { GET as listLeads } from "@/app/api/chat/summaries/route";
import { POST as contact } from "@/app/api/contact/route";
import { site } from "@/config/site";
import { getDb } from "@/lib/db/client";
import { referralCode } from "@/lib/events/referral";
import { localDate } from "@/lib/utils/local-date";
import { issueSession, ownSummary, sendSummary, summaryBody } from "../helpers/chat";
import { resetDatabase } from "../helpers/db";
import { adminToken, leadAsAdmin } from "../helpers/fixtures";
import { jsonRequest } from "../helpers/http";

let token: string;
beforeEach(async () => {
  await resetDatabase();
  token = await adminToken();
});

const ctx = { params: Promise.resolve({}) };
const get = (handler: typeof listLeads, path: string) =>
  handler(
    new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } }),
    ctx,
  );

const touch = (over: Record<string, unknown> = {}) => ({
  landing_page: "/pricing?utm_source=newsletter&utm_campaign=fall-workshop",
  referrer: "https://news.example.org/issues/42",
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: "fall-workshop",
  utm_term: null,
  utm_content: null,
  at: "2026-11-20T15:00:00.000Z",
  ...over,
});
const fromNewsletter = { first: touch(), last: touch() };

const detail = (id: string) => leadAsAdmin(token, id);

async function leadIdOf(email: string) {
  const db = await getDb();
  const { rows } = (await db.execute(
    sql`select id from chat_summaries where contact_email = ${email}`,
  )) as unknown as { rows: Array<{ id: string }> };
  return rows[0]?.id ?? "";
}

describe("a contact-form lead's origin", () => {
  it("is kept, shown, filtered by, exported and counted", async () => {
    const res = await contact(
      jsonRequest("/api/contact", {
        name: "Dana Whitfield",
        email: "dana@sunridge.example",
        company: "Sunridge Dental",
        service: "ai-solutions",
        message: "We miss calls after 6 pm.",
        attribution: fromNewsletter,
      }),
      ctx,
    );
    expect(res.status).toBe(201);
    await contact(
      jsonRequest("/api/contact", {
        name: "Walk In",
        email: "walk@in.example",
        message: "Hi",
        attribution: {
          first: touch({
            landing_page: "/blog/after-hours-lead-capture-ai-chat-assistant",
            referrer: null,
            utm_source: null,
            utm_medium: null,
            utm_campaign: null,
          }),
          last: touch({ landing_page: "/", referrer: null, utm_source: null, utm_campaign: null }),
        },
      }),
      ctx,
    );
    const id = await leadIdOf("dana@sunridge.example");
    expect((await detail(id)).attribution).toEqual(fromNewsletter);

    // The inbox by source and campaign (either touch, any case).
    const names = async (query: string) =>
      (
        (await (await get(listLeads, `/api/chat/summaries?${query}`)).json()).summaries as Array<{
          contact_name: string;
        }>
      ).map((s) => s.contact_name);
    expect(await names("utm_source=Newsletter")).toEqual(["Dana Whitfield"]);
    expect(await names("utm_campaign=fall-workshop")).toEqual(["Dana Whitfield"]);
    expect(await names("utm_campaign=spring")).toEqual([]);

    // The CSV: Traffic Source, Campaign, Landing Page and Referrer after the spec's columns.
    const csv = await (
      await get(exportCsv, "/api/chat/summaries/export?utm_source=newsletter")
    ).text();
    const [header, row] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(header?.split(",").slice(-4)).toEqual([
      "Traffic Source",
      "Campaign",
      "Landing Page",
      "Referrer",
    ]);
    expect(row).toContain(
      "newsletter,fall-workshop,/pricing?utm_source=newsletter&utm_campaign=fall-workshop,https://news.example.org/issues/42",
    );

    // The overview: by source (a utm_ value, or Direct), campaign and landing page.
    const db = await getDb();
    await db.execute(sql`insert into lead_bookings (lead_id, provider, provider_id, start_at, end_at, status)
      values (${id}, 'cal', 'bk_origin', now(), now() + interval '30 minutes', 'booked')`);
    const today = localDate(new Date(), site.timeZone);
    const o = (await (await get(overview, `/api/admin/overview?from=${today}&to=${today}`)).json())
      .origins;
    expect(o.sources).toEqual([
      { name: "newsletter", utm: true, leads: 1, booked: 1 },
      { name: "Direct", utm: false, leads: 1, booked: 0 },
    ]);
    expect(o.campaigns).toEqual([{ name: "fall-workshop", utm: true, leads: 1, booked: 1 }]);
    expect(o.landingPages.map((p: { name: string }) => p.name).sort()).toEqual([
      "/blog/after-hours-lead-capture-ai-chat-assistant",
      "/pricing",
    ]);
  });

  it("a malformed record is dropped, and the message kept", async () => {
    const res = await contact(
      jsonRequest("/api/contact", {
        name: "Odd Browser",
        email: "odd@browser.example",
        message: "Hello",
        attribution: { first: { landing_page: "javascript:alert(1)" }, last: "nope" },
      }),
      ctx,
    );
    expect(res.status).toBe(201);
    expect((await detail(await leadIdOf("odd@browser.example"))).attribution).toBeNull();
  });
});

describe("half an emoji", () => {
  it("in a name or a campaign is stored as a replacement character, never a failed save", async () => {
    const half = "\ud83d";
    const res = await contact(
      jsonRequest("/api/contact", {
        name: `Dana ${half}`,
        email: "half@emoji.example",
        message: `Hi ${half}`,
        attribution: { first: touch({ utm_campaign: `fall${half}` }), last: touch() },
      }),
      ctx,
    );
    expect(res.status).toBe(201);
    const d = await detail(await leadIdOf("half@emoji.example"));
    expect(d.lead.contact_name).toBe("Dana \ufffd");
    expect(d.attribution.first.utm_campaign).toBe("fall\ufffd");
  });
});

describe("a chat lead's origin", () => {
  it("keeps the first touch, takes the latest visit's, and ignores what a linked save sends", async () => {
    const s = await issueSession();
    const email = { name: "Ann Lee", email: "ann@firm.com", phone: "", company_name: "" };
    await sendSummary(ownSummary(s, { seq: 1, contact_info: email, attribution: fromNewsletter }));
    const id = await leadIdOf("ann@firm.com");
    const returning = touch({
      landing_page: "/services/ai-solutions",
      referrer: "https://www.google.com/",
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      at: "2026-11-25T15:00:00.000Z",
    });
    await sendSummary(
      ownSummary(s, {
        seq: 2,
        contact_info: email,
        attribution: { first: touch({ utm_source: "other" }), last: returning },
      }),
    );
    expect((await detail(id)).attribution).toEqual({ first: touch(), last: returning });

    // Someone else typing Ann's email changes neither.
    await sendSummary(
      summaryBody({
        contact_info: email,
        attribution: { first: touch({ utm_source: "spam" }), last: touch({ utm_source: "spam" }) },
      }),
    );
    expect((await detail(id)).attribution).toEqual({ first: touch(), last: returning });
  });
});

describe("a lead from a buyer's share link", () => {
  it("shows who referred them; a code that names no seat, or another source, shows no one", async () => {
    const db = await getDb();
    const { rows: ev } = (await db.execute(
      sql`insert into events (slug, title, starts_at, ends_at, time_zone, status)
          values ('part-2', 'Part 2: Systems', now() + interval '3 days', now() + interval '3 days 1 hour', 'America/Chicago', 'published')
          returning id`,
    )) as unknown as { rows: Array<{ id: string }> };
    const { rows: seat } = (await db.execute(
      sql`insert into event_attendees (event_id, ticket_id, ticket_name, name, email, status, amount_cents)
          values (${ev[0]?.id}, 'standard', 'Standard', 'Riley Buyer', 'riley@buyer.example', 'paid', 4495)
          returning id`,
    )) as unknown as { rows: Array<{ id: string }> };
    const code = referralCode(seat[0]?.id ?? "");
    expect(code).toMatch(/^ref-[0-9a-f]{10}$/);
    const referral = (content: string, source = "referral") => ({
      first: touch({
        landing_page: `/events/part-2?utm_source=${source}&utm_content=${content}`,
        referrer: null,
        utm_source: source,
        utm_medium: "share",
        utm_campaign: "part-2",
        utm_content: content,
      }),
      last: touch(),
    });
    const send = (email: string, attribution: unknown) =>
      contact(
        jsonRequest("/api/contact", {
          name: "Friend",
          email,
          message: "Riley sent me.",
          attribution,
        }),
        ctx,
      );
    expect((await send("friend@referred.example", referral(code))).status).toBe(201);
    expect((await send("nobody@referred.example", referral("ref-0000000000"))).status).toBe(201);
    expect((await send("other@referred.example", referral(code, "newsletter"))).status).toBe(201);

    expect((await detail(await leadIdOf("friend@referred.example"))).referred_by).toEqual({
      name: "Riley Buyer",
      email: "riley@buyer.example",
      lead_id: null,
      event: "Part 2: Systems",
    });
    expect((await detail(await leadIdOf("nobody@referred.example"))).referred_by).toBeNull();
    expect((await detail(await leadIdOf("other@referred.example"))).referred_by).toBeNull();
    // The inbox finds every referred lead by its source.
    const { summaries } = await (
      await get(listLeads, "/api/chat/summaries?utm_source=referral")
    ).json();
    expect(summaries.map((s: { contact_email: string }) => s.contact_email).sort()).toEqual([
      "friend@referred.example",
      "nobody@referred.example",
    ]);
  });
});
