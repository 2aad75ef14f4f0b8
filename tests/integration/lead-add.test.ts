// A lead the owner adds by hand: made with its source, value and note, joined to the lead its email
// already has (filling only empty fields), refused with the field named, audited, and listed with
// the others.
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as leadDetail, PATCH as updateLead } from "@/app/api/admin/leads/[id]/route";
import { POST as addLead } from "@/app/api/admin/leads/route";
import { GET as list } from "@/app/api/chat/summaries/route";
import { getDb } from "@/lib/db/client";
import { routeCtx } from "../helpers/chat";
import { resetDatabase } from "../helpers/db";
import { adminToken } from "../helpers/fixtures";
import { insertSummary } from "../helpers/summaries";

let token = "";
beforeEach(async () => {
  await resetDatabase();
  token = await adminToken();
});

const post = (body: unknown) =>
  addLead(
    new Request("http://localhost/api/admin/leads", {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        "x-forwarded-for": "203.0.113.5",
      },
      body: JSON.stringify(body),
    }),
    routeCtx,
  );

async function detail(id: string) {
  const res = await leadDetail(
    new Request(`http://localhost/api/admin/leads/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    }),
    { params: Promise.resolve({ id }) },
  );
  expect(res.status).toBe(200);
  return res.json();
}

describe("adding a lead by hand", () => {
  it("makes a lead with its source, value, close date and note, in the list and the audit log", async () => {
    const res = await post({
      name: "Priya Raman",
      email: "Priya@Example.com",
      company_name: "Raman Dental",
      source: "referral",
      note: "Referred by Tom at the chamber breakfast.",
      deal_value_cents: 450_000,
      expected_close_on: "2027-01-31",
      status: "Contacted",
    });
    expect(res.status).toBe(201);
    const { lead, joined } = await res.json();
    expect(joined).toBe(false);
    expect(lead).toMatchObject({
      contact_name: "Priya Raman",
      contact_email: "priya@example.com",
      company_name: "Raman Dental",
      source: "referral",
      status: "Contacted",
      deal_value_cents: 450_000,
      expected_close_on: "2027-01-31",
    });

    const d = await detail(lead.id);
    expect(d.notes.map((n: { body: string }) => n.body)).toEqual([
      "Referred by Tom at the chamber breakfast.",
    ]);
    expect(d.activity[0]).toMatchObject({ kind: "created", to: "referral", actor: "Marcus Reyes" });

    const listed = await list(
      new Request("http://localhost/api/chat/summaries?source=referral", {
        headers: { authorization: `Bearer ${token}` },
      }),
      routeCtx,
    );
    expect((await listed.json()).summaries.map((s: { id: string }) => s.id)).toEqual([lead.id]);

    const db = await getDb();
    const audit = (await db.execute(
      sql`select action, details from audit_log where action = 'lead_created'`,
    )) as unknown as { rows: Array<{ details: { lead: string; source: string } }> };
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]?.details).toMatchObject({ lead: lead.id, source: "referral" });
  });

  it("a known email joins its lead: empty fields filled, nothing overwritten, the note added", async () => {
    const id = await insertSummary({
      interactionDate: "2026-11-20",
      contactName: "Dana Whitfield",
      contactEmail: "dana@example.com",
      contactPhone: null,
      companyName: null,
    });
    const res = await post({
      name: "Dana W.",
      email: "DANA@example.com",
      phone: "+1 512 555 0100",
      company_name: "Whitfield Dental",
      source: "call",
      note: "Called back about the booking bot.",
      status: "Lost",
    });
    expect(res.status).toBe(200);
    const { lead, joined } = await res.json();
    expect(joined).toBe(true);
    expect(lead).toMatchObject({
      id,
      contact_name: "Dana Whitfield",
      contact_phone: "+1 512 555 0100",
      company_name: "Whitfield Dental",
      // A join never moves the lead's status or source.
      status: "New",
      source: "chat",
    });
    const d = await detail(id);
    expect(d.notes.map((n: { body: string }) => n.body)).toEqual([
      "Called back about the booking bot.",
    ]);
    const db = await getDb();
    const count = (await db.execute(
      sql`select count(*)::int as n from chat_summaries`,
    )) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(count.rows[0]?.n).toBe(1);
  });

  it("refuses bad input with a 400 naming the field, and saves nothing", async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ name: "No Way", source: "referral" }, /email or phone/],
      [{ name: "A", email: "a@example.com", source: "billboard" }, /source must be one of/],
      [{ name: "", email: "a@example.com", source: "call" }, /name is required/],
      [{ name: "A", email: "not-an-email", source: "call" }, /email must be a valid email/],
      [{ name: "A", phone: "call me", source: "call" }, /phone must be a phone number/],
      [
        { name: "A", email: "a@example.com", source: "call", deal_value_cents: -1 },
        /deal_value_cents cannot be negative/,
      ],
      [
        { name: "A", email: "a@example.com", source: "call", deal_value_cents: 10.5 },
        /deal_value_cents must be a whole number/,
      ],
      [
        { name: "A", email: "a@example.com", source: "call", expected_close_on: "2027-02-30" },
        /expected_close_on must be a real date/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const { error } = await res.json();
      expect(error.code).toBe("bad_request");
      expect(error.message).toMatch(message);
    }
    const db = await getDb();
    const count = (await db.execute(
      sql`select count(*)::int as n from chat_summaries`,
    )) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(count.rows[0]?.n).toBe(0);
  });

  it("the deal's value and close date change on the lead, each change in its history", async () => {
    const { lead } = await (
      await post({ name: "Priya Raman", phone: "+1 512 555 0142", source: "event" })
    ).json();
    const patch = (body: unknown) =>
      updateLead(
        new Request(`http://localhost/api/admin/leads/${lead.id}`, {
          method: "PATCH",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ id: lead.id }) },
      );
    let res = await patch({ deal_value_cents: 450_000, expected_close_on: "2027-01-31" });
    expect(res.status).toBe(200);
    expect((await res.json()).lead).toMatchObject({
      deal_value_cents: 450_000,
      expected_close_on: "2027-01-31",
    });
    res = await patch({ deal_value_cents: 500_000 });
    expect(res.status).toBe(200);
    res = await patch({ expected_close_on: null });
    expect((await res.json()).lead).toMatchObject({
      deal_value_cents: 500_000,
      expected_close_on: null,
    });
    // The same value again changes nothing.
    await patch({ deal_value_cents: 500_000 });
    const d = await detail(lead.id);
    expect(
      d.activity
        .filter((a: { kind: string }) => a.kind === "deal_value" || a.kind === "expected_close")
        .map((a: { kind: string; from: string | null; to: string | null }) => [
          a.kind,
          a.from,
          a.to,
        ]),
    ).toEqual([
      ["deal_value", null, "450000"],
      ["expected_close", null, "2027-01-31"],
      ["deal_value", "450000", "500000"],
      ["expected_close", "2027-01-31", null],
    ]);
    for (const [body, message] of [
      [{ deal_value_cents: -5 }, /cannot be negative/],
      [{ deal_value_cents: "4500" }, /whole number of cents/],
      [{ expected_close_on: "next week" }, /expected_close_on must be a real date/],
    ] as const) {
      const bad = await patch(body);
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.message).toMatch(message);
    }
  });

  it("needs a signed-in admin", async () => {
    const res = await addLead(
      new Request("http://localhost/api/admin/leads", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "A", email: "a@example.com", source: "call" }),
      }),
      routeCtx,
    );
    expect(res.status).toBe(401);
  });
});
