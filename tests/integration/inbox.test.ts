// The lead inbox as the owner works it: status and qualification with their history, notes,
// the server's proposed qualification and its reasons, contact-form messages arriving as leads,
// and search and filters across all of it.
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as addNote } from "@/app/api/admin/leads/[id]/notes/route";
import { GET as leadDetail, PATCH as updateLead } from "@/app/api/admin/leads/[id]/route";
import { GET as list } from "@/app/api/chat/summaries/route";
import { POST as postContact } from "@/app/api/contact/route";
import { getDb } from "@/lib/db/client";
import { proposeQualification } from "@/lib/leads/proposal";
import { routeCtx, sendSummary, summaryBody, transcriptMessage } from "../helpers/chat";
import { resetDatabase } from "../helpers/db";
import { adminToken } from "../helpers/fixtures";
import { jsonRequest } from "../helpers/http";
import { insertSummary } from "../helpers/summaries";

let token = "";
beforeEach(async () => {
  await resetDatabase();
  token = await adminToken();
});

const idCtx = (id: string) => ({ params: Promise.resolve({ id }) });
const authed = (path: string, init: { method?: string; body?: unknown } = {}) =>
  new Request(`http://localhost${path}`, {
    method: init.method ?? "GET",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      "x-forwarded-for": "203.0.113.5",
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

async function detail(id: string) {
  const res = await leadDetail(authed(`/api/admin/leads/${id}`), idCtx(id));
  expect(res.status).toBe(200);
  return res.json();
}

async function names(query: string) {
  const res = await list(authed(`/api/chat/summaries?${query}`), routeCtx);
  expect(res.status).toBe(200);
  return (await res.json()).summaries.map((s: { contact_name: string }) => s.contact_name);
}

describe("working a lead", () => {
  it("sets status and qualification, keeps every change in its history and the audit log", async () => {
    const id = await insertSummary({
      interactionDate: "2026-11-20",
      contactName: "Dana Whitfield",
    });
    const res = await updateLead(
      authed(`/api/admin/leads/${id}`, {
        method: "PATCH",
        body: { status: "Contacted", qualification: "Hot" },
      }),
      idCtx(id),
    );
    expect(res.status).toBe(200);
    const { lead } = await res.json();
    expect(lead).toMatchObject({
      status: "Contacted",
      owner_qualification: "Hot",
      lead_qualification: "Hot",
    });

    const d = await detail(id);
    expect(d.chat_qualification).toBe("Warm");
    expect(
      d.activity.map((a: { kind: string; from: string; to: string }) => [a.kind, a.from, a.to]),
    ).toEqual([
      ["created", null, "chat"],
      ["status", "New", "Contacted"],
      ["qualification", "Warm", "Hot"],
    ]);
    expect(d.activity[1].actor).toBe("Marcus Reyes");
    const db = await getDb();
    const audit = (await db.execute(sql`select action from audit_log`)) as unknown as {
      rows: Array<{ action: string }>;
    };
    expect(audit.rows.map((r) => r.action)).toEqual(["lead_changed"]);
    // The time to first contact is recorded once.
    const first = (await db.execute(
      sql`select first_contacted_at from chat_summaries where id = ${id}`,
    )) as unknown as {
      rows: Array<{ first_contacted_at: unknown }>;
    };
    expect(first.rows[0]?.first_contacted_at).not.toBeNull();
  });

  it("refuses an unknown status, and answers 404 for an unknown lead", async () => {
    const id = await insertSummary({ interactionDate: "2026-11-20" });
    const bad = await updateLead(
      authed(`/api/admin/leads/${id}`, { method: "PATCH", body: { status: "Maybe" } }),
      idCtx(id),
    );
    expect(bad.status).toBe(400);
    const missing = "00000000-0000-4000-8000-000000000000";
    const none = await updateLead(
      authed(`/api/admin/leads/${missing}`, { method: "PATCH", body: { status: "Won" } }),
      idCtx(missing),
    );
    expect(none.status).toBe(404);
  });

  it("keeps notes with their author and time, in the lead's history", async () => {
    const id = await insertSummary({ interactionDate: "2026-11-20" });
    const res = await addNote(
      authed(`/api/admin/leads/${id}/notes`, {
        method: "POST",
        body: { body: "Called, left a voicemail." },
      }),
      idCtx(id),
    );
    expect(res.status).toBe(201);
    const d = await detail(id);
    expect(d.notes).toEqual([
      {
        id: expect.any(String),
        author: "Marcus Reyes",
        body: "Called, left a voicemail.",
        created_at: expect.any(String),
      },
    ]);
    expect(d.activity.at(-1)).toMatchObject({ kind: "note", actor: "Marcus Reyes" });
    const empty = await addNote(
      authed(`/api/admin/leads/${id}/notes`, { method: "POST", body: { body: "   " } }),
      idCtx(id),
    );
    expect(empty.status).toBe(400);
  });

  it("shows the transcript of every visit next to the details", async () => {
    const s = await sendSummary(
      summaryBody({
        contact_info: {
          name: "Priya Shah",
          email: "priya@example.com",
          phone: "",
          company_name: "",
        },
        transcript: [
          transcriptMessage("m1", "Hi, I'm Priya Shah"),
          transcriptMessage("m2", "Hello Priya!", "bot"),
        ],
      }),
    );
    const { id } = await s.json();
    const d = await detail(id);
    expect(d.transcript.map((t: { content: string }) => t.content)).toEqual([
      "Hi, I'm Priya Shah",
      "Hello Priya!",
    ]);
  });
});

describe("the proposed qualification", () => {
  it("weighs contact details, services, pain points, Schedule Call and returning visits", () => {
    expect(
      proposeQualification({
        email: "a@b.co",
        phone: "5125550100",
        servicesDiscussed: ["AI Solutions"],
        keyPainPoints: ["missed calls"],
        callToActionOffered: true,
        visitCount: 2,
      }),
    ).toMatchObject({ qualification: "Hot", points: 8 });
    const warm = proposeQualification({
      email: "a@b.co",
      phone: null,
      servicesDiscussed: [],
      keyPainPoints: [],
      callToActionOffered: false,
      visitCount: 1,
    });
    expect(warm).toMatchObject({ qualification: "Warm", reasons: ["Gave an email"] });
    expect(
      proposeQualification({
        email: null,
        phone: null,
        servicesDiscussed: [],
        keyPainPoints: [],
        callToActionOffered: false,
        visitCount: 1,
      }).qualification,
    ).toBe("Cold");
  });

  it("is shown to the owner with its reasons", async () => {
    const id = await insertSummary({
      interactionDate: "2026-11-20",
      callToActionOffered: true,
      servicesDiscussed: ["AI Solutions", "Custom Software"],
    });
    const d = await detail(id);
    expect(d.proposal.qualification).toBe("Hot");
    expect(d.proposal.reasons).toEqual(
      expect.arrayContaining([
        "Clicked Schedule Call",
        "Asked about AI Solutions, Custom Software",
      ]),
    );
  });
});

describe("one inbox", () => {
  it("turns a contact-form message into a lead of source contact form", async () => {
    const res = await postContact(
      jsonRequest("/api/contact", {
        name: "Renée Castillo",
        email: "Renee@Example.com",
        company: "Hill Country HVAC",
        service: "marketing-automation",
        message: "Can you automate our quotes?",
      }),
      routeCtx,
    );
    expect(res.status).toBe(201);
    const body = await (
      await list(authed("/api/chat/summaries?source=contact_form"), routeCtx)
    ).json();
    expect(body.summaries).toHaveLength(1);
    expect(body.summaries[0]).toMatchObject({
      source: "contact_form",
      status: "New",
      contact_name: "Renée Castillo",
      contact_email: "renee@example.com",
      company_name: "Hill Country HVAC",
      services_discussed: ["Marketing Automation"],
      chat_summary: "Can you automate our quotes?",
    });
  });

  it("searches names, emails, companies and text, and filters by status, source and qualification", async () => {
    const a = await insertSummary({
      interactionDate: "2026-11-20",
      contactName: "Ann Lee",
      companyName: "Acme Dental",
    });
    await insertSummary({
      interactionDate: "2026-11-19",
      contactName: "Bo Diaz",
      contactEmail: "bo@tacos.example",
      chatSummary: "Wants 100% of quotes automated",
    });
    await insertSummary({
      interactionDate: "2026-11-18",
      contactName: "Cy Park",
      source: "contact_form",
    });
    await updateLead(
      authed(`/api/admin/leads/${a}`, {
        method: "PATCH",
        body: { status: "Won", qualification: "Cold" },
      }),
      idCtx(a),
    );

    expect(await names("q=acme")).toEqual(["Ann Lee"]);
    expect(await names("q=TACOS")).toEqual(["Bo Diaz"]);
    expect(await names("q=100%25")).toEqual(["Bo Diaz"]);
    expect(await names("q=%25")).toEqual(["Bo Diaz"]);
    expect(await names("status=Won")).toEqual(["Ann Lee"]);
    expect(await names("source=contact_form")).toEqual(["Cy Park"]);
    // The owner's qualification is the one filters and the list use.
    expect(await names("qualification=Cold")).toEqual(["Ann Lee"]);
    expect(await names("qualification=Warm")).toEqual(["Bo Diaz", "Cy Park"]);
    const bad = await list(authed("/api/chat/summaries?status=Maybe"), routeCtx);
    expect(bad.status).toBe(400);
  });

  it("lists open requests for a person first, newest first after them", async () => {
    const asked = new Date("2026-11-01T15:00:00Z");
    await insertSummary({ interactionDate: "2026-11-20", contactName: "Newest" });
    await insertSummary({
      interactionDate: "2026-11-01",
      contactName: "Waiting",
      handoffRequestedAt: asked,
      handoffMessage: "Can someone call me?",
    });
    await insertSummary({
      interactionDate: "2026-11-10",
      contactName: "Answered",
      handoffRequestedAt: asked,
      handoffAnsweredAt: new Date("2026-11-01T16:00:00Z"),
    });
    await insertSummary({ interactionDate: "2026-11-05", contactName: "Older" });
    expect(await names("")).toEqual(["Waiting", "Newest", "Answered", "Older"]);
  });
});
