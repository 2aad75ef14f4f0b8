// The owner's overview: leads per day or week by qualification (theirs over the chat's) and by
// source with empty days as zeros, the funnel from chats started to Won, the services and pain
// points named most, and the median time to a first contact.
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as overview } from "@/app/api/admin/overview/route";
import { getDb } from "@/lib/db/client";
import { issueSession, routeCtx } from "../helpers/chat";
import { resetDatabase } from "../helpers/db";
import { adminToken } from "../helpers/fixtures";
import { insertSummaries } from "../helpers/summaries";

let token = "";
beforeEach(async () => {
  await resetDatabase();
  token = await adminToken();
});

async function get(query: string, auth = true) {
  return overview(
    new Request(`http://localhost/api/admin/overview?${query}`, {
      headers: auth ? { authorization: `Bearer ${token}` } : {},
    }),
    routeCtx,
  );
}

describe("the overview", () => {
  it("counts leads per day by qualification and source, and the funnel", async () => {
    const created = new Date("2026-11-10T15:00:00Z");
    const contacted = (hours: number) => new Date(created.getTime() + hours * 3_600_000);
    await insertSummaries([
      {
        interactionDate: "2026-11-10",
        leadQualification: "Warm",
        ownerQualification: "Hot",
        servicesDiscussed: ["AI Solutions", "CRM"],
        keyPainPoints: ["Slow quotes"],
        callToActionOffered: true,
        status: "Won",
        createdAt: created,
        firstContactedAt: contacted(2),
      },
      {
        interactionDate: "2026-11-10",
        leadQualification: "Cold",
        servicesDiscussed: ["AI Solutions"],
        keyPainPoints: ["Slow quotes", "Missed calls"],
        createdAt: created,
        firstContactedAt: contacted(6),
      },
      {
        interactionDate: "2026-11-12",
        source: "contact_form",
        servicesDiscussed: ["CRM"],
        keyPainPoints: [],
        createdAt: created,
        firstContactedAt: contacted(30),
      },
      // A chat without contact details, still New.
      {
        interactionDate: "2026-11-12",
        contactEmail: null,
        contactPhone: null,
        servicesDiscussed: [],
        keyPainPoints: [],
      },
      // Outside the range.
      { interactionDate: "2026-10-01", leadQualification: "Hot" },
    ]);
    for (let i = 0; i < 5; i += 1) await issueSession();
    // Sessions are counted on the agency's calendar: today, moved into the range for the test.
    const db = await getDb();
    await db.execute(sql`update daily_metrics set day = '2026-11-11'`);

    const res = await get("from=2026-11-10&to=2026-11-13");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.range).toEqual({ from: "2026-11-10", to: "2026-11-13", bucket: "day" });
    expect(body.series.map((p: { start: string; total: number }) => [p.start, p.total])).toEqual([
      ["2026-11-10", 2],
      ["2026-11-11", 0],
      ["2026-11-12", 2],
      ["2026-11-13", 0],
    ]);
    expect(body.series[0].qualification).toEqual({ Hot: 1, Warm: 0, Cold: 1 });
    expect(body.series[2].source).toEqual({
      chat: 1,
      contact_form: 1,
      booking: 0,
      waitlist: 0,
      workshop: 0,
      referral: 0,
      call: 0,
      event: 0,
      social: 0,
      other: 0,
      import: 0,
    });
    expect(body.funnel).toEqual({
      chatsStarted: 5,
      withContact: 2,
      scheduleCall: 1,
      // The won chat is past Meeting booked: it booked a call, with or without the calendar.
      booked: 1,
      won: 1,
    });
    expect(body.leads).toBe(4);
    expect(body.won).toBe(1);
    expect(body.awaitingFirstContact).toBe(0);
    expect(body.topServices).toEqual([
      { name: "AI Solutions", count: 2 },
      { name: "CRM", count: 2 },
    ]);
    expect(body.topPainPoints[0]).toEqual({ name: "Slow quotes", count: 2 });
    expect(body.firstContact).toEqual({ medianMinutes: 360, contacted: 3 });
  });

  it("keeps each funnel step within the one before it, and counts every source's Won apart", async () => {
    const [, , wonChat, cancelledChat] = await insertSummaries([
      // Clicked Schedule Call but left no email or phone: not a step past "gave contact".
      {
        interactionDate: "2026-11-10",
        contactEmail: null,
        contactPhone: null,
        callToActionOffered: true,
      },
      // A contact-form message the owner won: Won, but never a chat.
      { interactionDate: "2026-11-10", source: "contact_form", status: "Won" },
      { interactionDate: "2026-11-11", callToActionOffered: true, status: "Won" },
      { interactionDate: "2026-11-11", callToActionOffered: true },
    ]);
    // The won chat's call came back booked; the other chat's was cancelled: not a booked call.
    const db = await getDb();
    for (const [leadId, status] of [
      [wonChat, "booked"],
      [cancelledChat, "cancelled"],
    ]) {
      await db.execute(sql`insert into lead_bookings (lead_id, provider, provider_id, start_at, end_at, status)
        values (${leadId}, 'cal', ${`bk_${status}`}, now(), now() + interval '30 minutes', ${status})`);
    }
    const body = await (await get("from=2026-11-10&to=2026-11-13")).json();
    expect(body.funnel).toMatchObject({ withContact: 2, scheduleCall: 2, booked: 1, won: 1 });
    expect(body.won).toBe(2);
  });

  it("groups by week, and counts leads still waiting for a first contact", async () => {
    await insertSummaries([
      { interactionDate: "2026-11-02", status: "New" },
      { interactionDate: "2026-11-03", status: "Contacted" },
      { interactionDate: "2026-11-16", status: "New" },
    ]);
    const res = await get("from=2026-11-01&to=2026-11-20&bucket=week");
    const body = await res.json();
    // Weeks start on Monday: Oct 26 holds Nov 1 (a Sunday).
    expect(body.series.map((p: { start: string; total: number }) => [p.start, p.total])).toEqual([
      ["2026-10-26", 0],
      ["2026-11-02", 2],
      ["2026-11-09", 0],
      ["2026-11-16", 1],
    ]);
    expect(body.awaitingFirstContact).toBe(2);
    expect(body.firstContact).toEqual({ medianMinutes: null, contacted: 0 });
  });

  it("defaults to the last 30 days, and refuses ranges it cannot draw", async () => {
    const body = await (await get("")).json();
    expect(body.series).toHaveLength(30);
    expect(body.range.bucket).toBe("day");

    for (const [query, message] of [
      ["from=2026-11-20&to=2026-11-01", "from must not be after to"],
      ["from=2025-01-01&to=2026-11-01", "The range may span at most 366 days"],
      ["from=2026-01-01&to=2026-11-01&bucket=day", "Show ranges over 92 days by week"],
      ["from=2026-02-30", "from must be a date written YYYY-MM-DD, like 2026-01-31"],
      ["bucket=month", "bucket must be day or week"],
    ] as const) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect((await res.json()).error.message, query).toBe(message);
    }
    expect((await get("", false)).status).toBe(401);
  });
});
