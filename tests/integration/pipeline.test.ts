// The pipeline in dollars: open deals weighted by their status's chance to close, the forecast for
// this month (with deals past their date) and next, what a period won in deals and tickets, the
// win rate of the leads it closed, and the probabilities owners change.
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { PATCH as updateLead } from "@/app/api/admin/leads/[id]/route";
import { GET as overview } from "@/app/api/admin/overview/route";
import { PUT as putProbabilities } from "@/app/api/admin/pipeline/probabilities/route";
import { hashPassword } from "@/lib/auth/password";
import { startSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { getPipeline } from "@/lib/db/queries/pipeline";
import { boardColumns } from "@/lib/db/queries/pipeline-board";
import { createAdmin } from "@/lib/db/queries/users";
import { eventAttendees, leadActivity } from "@/lib/db/schema";
import { DEFAULT_STAGE_PROBABILITIES } from "@/lib/validations/pipeline";
import { routeCtx } from "../helpers/chat";
import { resetDatabase } from "../helpers/db";
import { adminToken, seedEvent } from "../helpers/fixtures";
import { insertSummaries } from "../helpers/summaries";

let token = "";
beforeEach(async () => {
  await resetDatabase();
  token = await adminToken();
});

const DAY = "2026-12-14";
const pipeline = (from = "2026-12-01", to = "2026-12-31") =>
  getPipeline({
    from,
    to,
    today: DAY,
    timeZone: "America/Chicago",
    probabilities: DEFAULT_STAGE_PROBABILITIES,
  });

async function seedDeals() {
  const ids = await insertSummaries([
    // Open: $10,000 at New (10 %), closing this month.
    {
      interactionDate: "2026-12-01",
      status: "New",
      dealValueCents: 1_000_000,
      expectedCloseOn: "2026-12-20",
    },
    // Open: $5,000 Qualified (60 %), its date already passed: counted this month, flagged.
    {
      interactionDate: "2026-11-01",
      status: "Qualified",
      dealValueCents: 500_000,
      expectedCloseOn: "2026-11-28",
    },
    // Open: $2,000 Meeting booked (40 %), next month.
    {
      interactionDate: "2026-12-02",
      status: "Meeting booked",
      dealValueCents: 200_000,
      expectedCloseOn: "2027-01-15",
    },
    // Open, no date: in the pipeline, not the forecast. And one without a value.
    { interactionDate: "2026-12-03", status: "Contacted", dealValueCents: 300_000 },
    { interactionDate: "2026-12-03", status: "New" },
    // Won in December (by its history), lost in December, won back in October.
    { interactionDate: "2026-10-01", status: "Won", dealValueCents: 450_000 },
    { interactionDate: "2026-10-01", status: "Lost", dealValueCents: 900_000 },
    {
      interactionDate: "2026-10-01",
      status: "Won",
      dealValueCents: 700_000,
      createdAt: new Date("2026-10-02T15:00:00Z"),
    },
  ]);
  const db = await getDb();
  await db.insert(leadActivity).values([
    {
      leadId: ids[5] ?? "",
      kind: "status",
      fromValue: "Qualified",
      toValue: "Won",
      at: new Date("2026-12-10T18:00:00Z"),
    },
    {
      leadId: ids[6] ?? "",
      kind: "status",
      fromValue: "Contacted",
      toValue: "Lost",
      at: new Date("2026-12-11T18:00:00Z"),
    },
  ]);
  const event = await seedEvent({ slug: "clinic", title: "Clinic" });
  await db.insert(eventAttendees).values([
    {
      eventId: event.id,
      ticketId: "std",
      ticketName: "Standard",
      email: "a@x.test",
      amountCents: 4_900,
    },
    {
      eventId: event.id,
      ticketId: "vip",
      ticketName: "VIP",
      email: "b@x.test",
      amountCents: 9_900,
    },
    // A refund, a comp seat and a held payment earn nothing.
    {
      eventId: event.id,
      ticketId: "std",
      ticketName: "Standard",
      email: "c@x.test",
      amountCents: 4_900,
      status: "refunded",
    },
    { eventId: event.id, ticketId: "std", ticketName: "Standard", email: "d@x.test", guest: true },
    {
      eventId: event.id,
      ticketId: "std",
      ticketName: "Standard",
      email: "e@x.test",
      amountCents: 100,
      status: "review",
    },
  ]);
  await db.execute(sql`update event_attendees set created_at = '2026-12-05T18:00:00Z'`);
  return ids;
}

describe("the pipeline", () => {
  it("weighs open deals, forecasts this month and next, and sums what the period won", async () => {
    await seedDeals();
    expect(await pipeline()).toEqual({
      probabilities: DEFAULT_STAGE_PROBABILITIES,
      open: {
        deals: 4,
        value_cents: 2_000_000,
        // 10 % of 10,000 + 60 % of 5,000 + 40 % of 2,000 + 20 % of 3,000 = 5,400 dollars.
        weighted_cents: 540_000,
        without_value: 1,
      },
      forecast: [
        {
          month: "2026-12",
          deals: 2,
          value_cents: 1_500_000,
          weighted_cents: 400_000,
          overdue: 1,
        },
        { month: "2027-01", deals: 1, value_cents: 200_000, weighted_cents: 80_000, overdue: 0 },
      ],
      won: { deals: 1, deal_cents: 450_000, tickets: 2, ticket_cents: 14_800 },
      win_rate: { won: 1, lost: 1, rate: 0.5 },
    });
    // October: the deal won then (no history: when it was added), nothing lost.
    const october = await pipeline("2026-10-01", "2026-10-31");
    expect(october.won).toEqual({ deals: 1, deal_cents: 700_000, tickets: 0, ticket_cents: 0 });
    expect(october.win_rate).toEqual({ won: 1, lost: 0, rate: 1 });
    // A period with nothing closed has no rate.
    expect((await pipeline("2026-08-01", "2026-08-31")).win_rate.rate).toBeNull();
  });

  it("owners change the probabilities and the overview's forecast follows; others may not", async () => {
    await seedDeals();
    const put = (body: unknown, as = token) =>
      putProbabilities(
        new Request("http://localhost/api/admin/pipeline/probabilities", {
          method: "PUT",
          headers: { authorization: `Bearer ${as}`, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
        routeCtx,
      );
    const bad = await put({ ...DEFAULT_STAGE_PROBABILITIES, Qualified: 120 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe(
      "Qualified must be a whole percentage from 0 to 100",
    );

    const editor = await createAdmin({
      email: "editor@bluebonnet.test",
      name: "Eddie Editor",
      passwordHash: await hashPassword("correct-horse-battery-staple"),
      role: "editor",
    });
    const editorToken = (await startSession({ userId: editor?.id ?? "" })).token;
    expect((await put(DEFAULT_STAGE_PROBABILITIES, editorToken)).status).toBe(403);

    const saved = await put({ ...DEFAULT_STAGE_PROBABILITIES, New: 50 });
    expect(saved.status).toBe(200);
    const res = await overview(
      new Request("http://localhost/api/admin/overview?from=2026-12-01&to=2026-12-31", {
        headers: { authorization: `Bearer ${token}` },
      }),
      routeCtx,
    );
    const { pipeline: shown } = await res.json();
    expect(shown.probabilities.New).toBe(50);
    // 50 % of 10,000 + 60 % of 5,000 + 40 % of 2,000 + 20 % of 3,000 = 9,400 dollars.
    expect(shown.open.weighted_cents).toBe(940_000);

    const db = await getDb();
    const audit = (await db.execute(
      sql`select details from audit_log where action = 'settings_changed'`,
    )) as unknown as { rows: Array<{ details: { stage_probabilities: { New: number } } }> };
    expect(audit.rows.map((r) => r.details.stage_probabilities.New)).toEqual([50]);
  });

  it("the board holds every reachable lead by status, with each column's count and value", async () => {
    await seedDeals();
    await insertSummaries([
      // No way to reach them: not on the board.
      { interactionDate: "2026-12-04", contactEmail: null, contactPhone: null },
      {
        interactionDate: "2026-12-04",
        source: "referral",
        status: "Qualified",
        dealValueCents: 100,
      },
    ]);
    const columns = await boardColumns({});
    expect(columns.map((c) => [c.status, c.count, c.valueCents, c.cards.length])).toEqual([
      ["New", 2, 1_000_000, 2],
      ["Contacted", 1, 300_000, 1],
      ["Meeting booked", 1, 200_000, 1],
      ["Qualified", 2, 500_100, 2],
      ["Won", 2, 1_150_000, 2],
      ["Lost", 1, 900_000, 1],
    ]);
    const referrals = await boardColumns({ source: "referral", perColumn: 1 });
    expect(referrals.find((c) => c.status === "Qualified")?.cards).toHaveLength(1);
    expect(referrals.reduce((n, c) => n + c.count, 0)).toBe(1);
  });

  it("two people moving one card at once: one move stands, the other is told it moved", async () => {
    const [id = ""] = await insertSummaries([{ interactionDate: "2026-12-01", status: "New" }]);
    const move = (status: string) =>
      updateLead(
        new Request(`http://localhost/api/admin/leads/${id}`, {
          method: "PATCH",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({ status, if_status: "New" }),
        }),
        { params: Promise.resolve({ id }) },
      );
    const [a, b] = await Promise.all([move("Contacted"), move("Qualified")]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    const now = (await won.json()).lead.status;
    expect((await lost.json()).error).toEqual({
      code: "edit_conflict",
      message: `Someone else moved this lead to ${now} meanwhile: it stays there. Reload to see the latest.`,
    });
    const db = await getDb();
    const moves = (await db.execute(
      sql`select to_value from lead_activity where lead_id = ${id} and kind = 'status'`,
    )) as unknown as { rows: Array<{ to_value: string }> };
    expect(moves.rows.map((r) => r.to_value)).toEqual([now]);
  });
});
