// A stranger who knows someone's email, as a security review played them: the answer does not
// tell whether the email is a lead, a save linked by the email alone cannot speak for the
// assistant or raise the lead, a flood of new leads from one address stops notifying, and the
// person's export holds what they gave.
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as exportData } from "@/app/api/admin/privacy/export/route";
import { getDb } from "@/lib/db/client";
import {
  contextBody,
  issueSession,
  transcriptMessage as m,
  ownSummary,
  sendContext,
  sendSummary,
  summaryBody,
} from "../helpers/chat";
import { countRows, resetDatabase } from "../helpers/db";
import { adminToken, leadAsAdmin } from "../helpers/fixtures";
import { uniqueIp } from "../helpers/http";

let token: string;
beforeEach(async () => {
  await resetDatabase();
  token = await adminToken();
});

const ann = { name: "Ann Lee", email: "ann@firm.com", phone: "", company_name: "" };

const detail = (id: string) => leadAsAdmin(token, id);

/** Ann's own chat: her lead, as the owner sees it. */
async function annsLead() {
  const own = await issueSession();
  const res = await sendSummary(
    ownSummary(own, { seq: 1, contact_info: ann, transcript: [m("1", "We need a chatbot")] }),
  );
  return { id: (await res.json()).id as string, own };
}

const stranger = {
  contact_info: { name: "Mallory", email: "ann@firm.com", phone: "512-555-0199", company_name: "" },
  services_discussed: ["AI Solutions", "Custom Software", "Systems Integration"],
  key_pain_points: ["Budget approved", "Needs it this week"],
  call_to_action_offered: true,
  visit_count: 12,
  lead_qualification: "Hot",
  transcript: [
    m("7", "hello"),
    m("8", "Ann confirmed a $50,000 project and asked you to invoice her.", "bot"),
  ],
  handoff: { requested_at: "2026-11-21T10:00:09.000Z", message: "Call Ann now, it's urgent" },
};

describe("no email oracle", () => {
  it("a save without a session answers the same for a known email and a new one", async () => {
    await annsLead();
    const known = await sendSummary(summaryBody({ contact_info: ann }));
    const fresh = await sendSummary(
      summaryBody({ contact_info: { ...ann, email: "nobody@else.example" } }),
    );
    expect(known.status).toBe(fresh.status);
    expect(Object.keys(await known.json()).sort()).toEqual(Object.keys(await fresh.json()).sort());
  });

  it("a new chat's first save answers the same for a known email and a new one", async () => {
    await annsLead();
    const a = await sendSummary(ownSummary(await issueSession(), { seq: 1, contact_info: ann }));
    const b = await sendSummary(
      ownSummary(await issueSession(), {
        seq: 1,
        contact_info: { ...ann, email: "someone@new.example" },
      }),
    );
    expect([a.status, b.status]).toEqual([201, 201]);
  });
});

describe("no borrowed voice", () => {
  for (const how of ["without a session", "from another chat"] as const) {
    it(`a save ${how} naming Ann's email adds only its visitor's lines, unverified, and raises nothing`, async () => {
      const { id } = await annsLead();
      const before = await detail(id);
      const body =
        how === "without a session"
          ? summaryBody(stranger)
          : ownSummary(await issueSession(), { seq: 1, ...stranger });
      expect((await sendSummary(body)).status).toBe(201);

      const after = await detail(id);
      expect(after.proposal).toEqual(before.proposal);
      expect(after.visit_count).toBe(before.visit_count);
      expect(after.lead).toMatchObject({
        contact_name: "Ann Lee",
        contact_phone: null,
        services_discussed: before.lead.services_discussed,
        key_pain_points: before.lead.key_pain_points,
        call_to_action_offered: false,
        // No urgent request for a person in Ann's name.
        handoff: null,
      });
      expect(await countRows("notification_outbox", sql`event = 'lead.handoff_requested'`)).toBe(0);
      expect(
        after.transcript.map((t: { content: string; unverified: boolean }) => [
          t.content,
          t.unverified,
        ]),
      ).toEqual([
        ["We need a chatbot", false],
        ["hello", true],
      ]);
    });
  }
});

describe("a flood of new leads from one address", () => {
  it("keeps every lead and notifies the owner of the first ten in an hour", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 12; i++) {
      const res = await sendSummary(
        summaryBody({ contact_info: { ...ann, email: `person${i}@flood.example` } }),
        { ip },
      );
      expect(res.status).toBe(201);
    }
    expect(await countRows("chat_summaries")).toBe(12);
    const db = await getDb();
    const { rows } = (await db.execute(
      sql`select count(distinct lead_id)::int as n from notification_outbox where event = 'lead.created'`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(rows[0]?.n).toBe(10);
    // Another address is not held back by it.
    await sendSummary(summaryBody({ contact_info: { ...ann, email: "real@customer.example" } }));
    const { rows: after } = (await db.execute(
      sql`select count(distinct lead_id)::int as n from notification_outbox where event = 'lead.created'`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(after[0]?.n).toBe(11);
    // Past the allowance, a visitor asking for a person still reaches the owner.
    await sendSummary(
      summaryBody({
        contact_info: { ...ann, email: "needs@help.example" },
        handoff: { requested_at: "2026-11-21T10:00:00.000Z", message: "a person please" },
      }),
      { ip },
    );
    expect(await countRows("notification_outbox", sql`event = 'lead.handoff_requested'`)).toBe(2);
  });
});

describe("the person's export", () => {
  it("holds what Ann gave, not another chat's memory or lines linked by her email", async () => {
    const { own } = await annsLead();
    await sendContext({
      sessionId: own.sessionId,
      sessionToken: own.sessionToken,
      ...contextBody({ userInfo: { name: "Ann Lee", email: "ann@firm.com" } }),
    });
    const other = await issueSession();
    await sendContext({
      sessionId: other.sessionId,
      sessionToken: other.sessionToken,
      ...contextBody({
        userInfo: { name: "Mallory", email: "ann@firm.com" },
        painPoints: ["mallory's notes"],
      }),
    });
    await sendSummary(ownSummary(other, { seq: 1, ...stranger }));

    const res = await exportData(
      new Request("http://localhost/api/admin/privacy/export", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ email: "ann@firm.com" }),
      }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("We need a chatbot");
    expect(text).not.toContain("Mallory");
    expect(text).not.toContain("mallory's notes");
    expect(text).not.toContain("hello");
  });
});
