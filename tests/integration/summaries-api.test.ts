// The lead dashboard's data: GET /api/chat/summaries (filters, pagination), its CSV export, and
// the contact-form messages, all behind the admin's bearer token.
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as listContact } from "@/app/api/admin/contact-messages/route";
import { GET as exportCsv } from "@/app/api/chat/summaries/export/route";
import { GET as list } from "@/app/api/chat/summaries/route";
import { hashPassword } from "@/lib/auth/password";
import { endSession, resolveSession, startSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { createContactMessage } from "@/lib/db/queries/contact";
import { createAdmin } from "@/lib/db/queries/users";
import { resetDatabase } from "../helpers/db";
import { insertSummaries, insertSummary } from "../helpers/summaries";

const ctx = { params: Promise.resolve({}) };
let token = "";

const get = (url: string, auth: string | null = token) =>
  new Request(`http://localhost${url}`, {
    headers: auth ? { authorization: `Bearer ${auth}` } : {},
  });

async function signIn() {
  const admin = await createAdmin({
    email: "owner@bluebonnet.test",
    name: "Marcus Reyes",
    passwordHash: await hashPassword("correct-horse-battery-staple"),
  });
  if (!admin) throw new Error("no admin");
  token = (await startSession({ userId: admin.id })).token;
}

async function listJson(query = "") {
  const res = await list(get(`/api/chat/summaries${query}`), ctx);
  expect(res.status).toBe(200);
  return res.json();
}

/** A small RFC 4180 reader, to check the export the way a spreadsheet reads it. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

const HEADER = [
  "Date",
  "Name",
  "Email",
  "Phone",
  "Company",
  "Qualification",
  "Services",
  "Pain Points",
  "Summary",
  "Call to Action",
  "Next Step",
  "Status",
  "Source",
  "Traffic Source",
  "Campaign",
  "Landing Page",
  "Referrer",
];

beforeAll(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
});

describe("GET /api/chat/summaries", () => {
  beforeEach(async () => {
    await resetDatabase();
    await signIn();
  });

  it("answers 401 without a token and with a revoked one", async () => {
    const anonymous = await list(get("/api/chat/summaries", null), ctx);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.message).toBe("Authentication required");

    const active = await resolveSession({ token });
    if (!active || active === "idle") throw new Error("no session");
    await endSession({ sessionId: active.session.id });
    expect((await list(get("/api/chat/summaries"), ctx)).status).toBe(401);
  });

  it("lists every field of a summary, newest first, with the pagination", async () => {
    await insertSummary({
      interactionDate: "2026-03-02",
      contactName: "Dana Whitfield",
      contactEmail: "dana@sunridge.example",
      contactPhone: "512-555-0147",
      companyName: "Sunridge Dental",
      leadQualification: "Hot",
      servicesDiscussed: ["AI Solutions", "Marketing Automation"],
      keyPainPoints: ["missed calls"],
      chatSummary: "User engaged about AI Solutions, Marketing Automation",
      callToActionOffered: true,
      nextStep: "Call to action offered",
    });
    await insertSummary({ interactionDate: "2026-03-05", contactName: "Newest" });
    await insertSummary({ interactionDate: "2026-02-20", contactName: "Oldest" });

    const res = await list(get("/api/chat/summaries"), ctx);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const body = await res.json();
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 3, pages: 1 });
    expect(body.summaries.map((s: { contact_name: string }) => s.contact_name)).toEqual([
      "Newest",
      "Dana Whitfield",
      "Oldest",
    ]);
    const dana = body.summaries[1];
    expect(dana).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      interaction_date: "2026-03-02",
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      contact_name: "Dana Whitfield",
      contact_email: "dana@sunridge.example",
      contact_phone: "512-555-0147",
      company_name: "Sunridge Dental",
      lead_qualification: "Hot",
      services_discussed: ["AI Solutions", "Marketing Automation"],
      key_pain_points: ["missed calls"],
      chat_summary: "User engaged about AI Solutions, Marketing Automation",
      call_to_action_offered: true,
      next_step: "Call to action offered",
      status: "New",
      source: "chat",
      owner_qualification: null,
      // Never asked the chat for a person.
      handoff: null,
      follow_up_at: null,
      // No deal recorded yet.
      deal_value_cents: null,
      expected_close_on: null,
      // Nobody works it yet.
      assignee_id: null,
    });
  });

  it("breaks ties on the same day by creation time, newest first", async () => {
    await insertSummary({
      interactionDate: "2026-03-02",
      contactName: "Morning",
      createdAt: new Date("2026-03-02T15:00:00Z"),
    });
    await insertSummary({
      interactionDate: "2026-03-02",
      contactName: "Evening",
      createdAt: new Date("2026-03-02T23:00:00Z"),
    });
    const body = await listJson();
    expect(body.summaries.map((s: { contact_name: string }) => s.contact_name)).toEqual([
      "Evening",
      "Morning",
    ]);
  });

  it("filters by qualification", async () => {
    await insertSummaries([
      { interactionDate: "2026-03-01", leadQualification: "Hot" },
      { interactionDate: "2026-03-02", leadQualification: "Warm" },
      { interactionDate: "2026-03-03", leadQualification: "Cold" },
      { interactionDate: "2026-03-04", leadQualification: "Hot" },
    ]);
    for (const [q, total] of [
      ["Hot", 2],
      ["Warm", 1],
      ["Cold", 1],
    ] as const) {
      const body = await listJson(`?qualification=${q}`);
      expect(body.pagination.total).toBe(total);
      expect(
        body.summaries.every((s: { lead_qualification: string }) => s.lead_qualification === q),
      ).toBe(true);
    }
    // Omitted (or empty) means all.
    expect((await listJson()).pagination.total).toBe(4);
    expect((await listJson("?qualification=")).pagination.total).toBe(4);
  });

  it("includes both ends of the date range", async () => {
    await insertSummaries(
      ["2026-01-31", "2026-02-01", "2026-02-14", "2026-02-28", "2026-03-01"].map((d) => ({
        interactionDate: d,
        contactName: d,
      })),
    );
    const names = async (q: string) =>
      (await listJson(q)).summaries.map((s: { contact_name: string }) => s.contact_name);
    expect(await names("?date_from=2026-02-01&date_to=2026-02-28")).toEqual([
      "2026-02-28",
      "2026-02-14",
      "2026-02-01",
    ]);
    expect(await names("?date_from=2026-02-14&date_to=2026-02-14")).toEqual(["2026-02-14"]);
    expect(await names("?date_from=2026-02-28")).toEqual(["2026-03-01", "2026-02-28"]);
    expect(await names("?date_to=2026-01-31")).toEqual(["2026-01-31"]);
    expect(await names("?date_from=2026-03-02")).toEqual([]);
  });

  it("combines qualification and dates", async () => {
    await insertSummaries([
      { interactionDate: "2026-02-10", leadQualification: "Hot", contactName: "in" },
      {
        interactionDate: "2026-02-10",
        leadQualification: "Cold",
        contactName: "wrong qualification",
      },
      { interactionDate: "2026-01-10", leadQualification: "Hot", contactName: "too early" },
    ]);
    const body = await listJson("?qualification=Hot&date_from=2026-02-01&date_to=2026-02-28");
    expect(body.summaries.map((s: { contact_name: string }) => s.contact_name)).toEqual(["in"]);
  });

  it("pages through 45 summaries 20 at a time without overlap", async () => {
    await insertSummaries(
      Array.from({ length: 45 }, (_, i) => ({
        interactionDate: `2026-01-${String((i % 28) + 1).padStart(2, "0")}`,
      })),
    );
    const seen = new Set<string>();
    for (const [page, size] of [
      [1, 20],
      [2, 20],
      [3, 5],
    ] as const) {
      const body = await listJson(`?page=${page}`);
      expect(body.pagination).toEqual({ page, limit: 20, total: 45, pages: 3 });
      expect(body.summaries).toHaveLength(size);
      for (const s of body.summaries) seen.add(s.id);
    }
    expect(seen.size).toBe(45);
    const past = await listJson("?page=4");
    expect(past.summaries).toEqual([]);
    expect(past.pagination).toEqual({ page: 4, limit: 20, total: 45, pages: 3 });

    const big = await listJson("?limit=100");
    expect(big.summaries).toHaveLength(45);
    expect(big.pagination.pages).toBe(1);
  });

  it("answers an empty list with zero pages", async () => {
    expect(await listJson()).toEqual({
      summaries: [],
      pagination: { page: 1, limit: 20, total: 0, pages: 0 },
    });
  });

  it.each([
    ["qualification=hot", "qualification must be Hot, Warm or Cold"],
    ["qualification=Lukewarm", "qualification must be Hot, Warm or Cold"],
    ["date_from=2026-02-30", "date_from must be a date"],
    ["date_to=03/01/2026", "date_to must be a date"],
    ["date_from=2026-03-02&date_to=2026-03-01", "date_from must be on or before date_to"],
    ["page=0", "page must be at least 1"],
    ["page=abc", "page must be a whole number"],
    ["limit=0", "limit must be at least 1"],
    ["limit=101", "limit must be at most 100"],
    ["limit=-5", "limit must be a whole number"],
  ])("refuses ?%s with 400", async (query, message) => {
    const res = await list(get(`/api/chat/summaries?${query}`), ctx);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.error.code).toBe("bad_request");
    expect(json.error.message).toContain(message);
  });
});

describe("GET /api/chat/summaries/export", () => {
  beforeEach(async () => {
    await resetDatabase();
    await signIn();
  });

  /** The file as Excel reads it: a UTF-8 byte-order mark, then the rows. */
  const download = async (query = "") => {
    const res = await exportCsv(get(`/api/chat/summaries/export${query}`), ctx);
    expect(res.status).toBe(200);
    const raw = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(raw.startsWith("\uFEFF")).toBe(true);
    return { res, text: raw.slice(1) };
  };

  it("records the export in the audit log without the words searched for", async () => {
    await insertSummary({
      interactionDate: new Date().toISOString(),
      contactName: "Ann Lee",
      contactEmail: "ann@lee.example",
    });
    await download("?q=ann%40lee.example&status=New");
    const db = await getDb();
    const { rows } = (await db.execute(
      sql`select details::text as details from audit_log where action = 'leads_exported'`,
    )) as unknown as { rows: Array<{ details: string }> };
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.details ?? "{}").filters).toEqual({
      status: "New",
      searched: true,
    });
    expect(rows[0]?.details).not.toContain("ann");
  });

  it("answers 401 without a valid token", async () => {
    expect((await exportCsv(get("/api/chat/summaries/export", null), ctx)).status).toBe(401);
    expect((await exportCsv(get("/api/chat/summaries/export", "A".repeat(43)), ctx)).status).toBe(
      401,
    );
  });

  it("sends a dated CSV file with exactly the spec's columns", async () => {
    await insertSummary({
      interactionDate: "2026-03-02",
      contactName: "Dana Whitfield",
      contactEmail: "dana@sunridge.example",
      contactPhone: "512-555-0147",
      companyName: "Sunridge Dental",
      leadQualification: "Hot",
      servicesDiscussed: ["AI Solutions", "Marketing Automation"],
      keyPainPoints: ["missed calls", "manual booking"],
      chatSummary: "User engaged about AI Solutions",
      callToActionOffered: true,
      nextStep: "Call to action offered",
    });
    const { res, text } = await download();
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="chat-summaries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(text.split("\r\n")[0]).toBe(HEADER.join(","));
    expect(parseCsv(text)).toEqual([
      HEADER,
      [
        "2026-03-02",
        "Dana Whitfield",
        "dana@sunridge.example",
        "512-555-0147",
        "Sunridge Dental",
        "Hot",
        "AI Solutions; Marketing Automation",
        "missed calls; manual booking",
        "User engaged about AI Solutions",
        "Yes",
        "Call to action offered",
        "New",
        "Chat",
        "",
        "",
        "",
        "",
      ],
    ]);
  });

  it("quotes commas, quotes and line breaks, and neutralises formulas", async () => {
    await insertSummary({
      interactionDate: "2026-03-02",
      contactName: '=HYPERLINK("http://evil.example","click")',
      contactEmail: "@SUM(A1:A9)",
      contactPhone: "+1 (512) 555-0147",
      companyName: 'Smith, Jones & "Partners"',
      servicesDiscussed: ["-2+3"],
      keyPainPoints: ["\tTabbed"],
      chatSummary: "Line one\nLine two, with a comma",
      nextStep: "\rcarriage",
      callToActionOffered: false,
      attribution: {
        first: {
          landing_page: "/pricing?a=1,b=2",
          referrer: null,
          utm_source: "=cmd|' /C calc'!A0",
          utm_medium: null,
          utm_campaign: "fall, workshop",
          utm_term: null,
          utm_content: null,
          at: "2026-03-02T15:00:00.000Z",
        },
        last: {
          landing_page: "/",
          referrer: null,
          utm_source: null,
          utm_medium: null,
          utm_campaign: null,
          utm_term: null,
          utm_content: null,
          at: "2026-03-02T15:00:00.000Z",
        },
      },
    });
    const { text } = await download();
    const [, row] = parseCsv(text);
    expect(row).toEqual([
      "2026-03-02",
      '\'=HYPERLINK("http://evil.example","click")',
      "'@SUM(A1:A9)",
      "'+1 (512) 555-0147",
      'Smith, Jones & "Partners"',
      "Warm",
      "'-2+3",
      "'\tTabbed",
      "Line one\nLine two, with a comma",
      "No",
      "'\rcarriage",
      "New",
      "Chat",
      "'=cmd|' /C calc'!A0",
      "fall, workshop",
      "/pricing?a=1,b=2",
      "",
    ]);
    expect(text).toContain('"Smith, Jones & ""Partners"""');
    expect(text).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
  });

  it("exports the whole filtered set, not one page, newest first", async () => {
    await insertSummaries([
      ...Array.from({ length: 30 }, (_, i) => ({
        interactionDate: `2026-02-${String((i % 28) + 1).padStart(2, "0")}`,
        leadQualification: "Hot" as const,
      })),
      { interactionDate: "2026-02-10", leadQualification: "Cold" as const },
      { interactionDate: "2026-03-10", leadQualification: "Hot" as const },
    ]);
    const { text } = await download(
      "?qualification=Hot&date_from=2026-02-01&date_to=2026-02-28&page=2&limit=5",
    );
    const rows = parseCsv(text).slice(1);
    expect(rows).toHaveLength(30);
    expect(rows.every((r) => r[5] === "Hot" && r[0]?.startsWith("2026-02-"))).toBe(true);
    const dates = rows.map((r) => r[0] ?? "");
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("streams thousands of rows, each exactly once", async () => {
    // Same created_at within each insert batch: the keyset cursor must still not skip or repeat.
    await insertSummaries(
      Array.from({ length: 2600 }, (_, i) => ({
        interactionDate: `2025-${String((i % 12) + 1).padStart(2, "0")}-15`,
        contactEmail: `lead-${i}@example.com`,
      })),
    );
    const { res, text } = await download();
    expect(res.body).toBeInstanceOf(ReadableStream);
    const rows = parseCsv(text).slice(1);
    expect(rows).toHaveLength(2600);
    expect(new Set(rows.map((r) => r[2])).size).toBe(2600);
  });

  it("sends only the header when nothing matches", async () => {
    const { text } = await download("?qualification=Cold");
    expect(text).toBe(`${HEADER.join(",")}\r\n`);
  });

  it("refuses bad filters with 400", async () => {
    const res = await exportCsv(get("/api/chat/summaries/export?date_from=yesterday"), ctx);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("bad_request");
  });
});

describe("GET /api/admin/contact-messages", () => {
  beforeEach(async () => {
    await resetDatabase();
    await signIn();
  });

  it("lists the stored contact-form messages newest first, for admins only", async () => {
    await createContactMessage({
      name: "First Sender",
      email: "first@example.com",
      message: "Hello",
      interactionDate: "2026-11-20",
    });
    await new Promise((r) => setTimeout(r, 5));
    await createContactMessage({
      name: "Second Sender",
      email: "second@example.com",
      company: "Hill Country HVAC",
      service: "marketing-automation",
      message: "Automate our quotes",
      interactionDate: "2026-11-20",
    });
    expect((await listContact(get("/api/admin/contact-messages", null), ctx)).status).toBe(401);

    const res = await listContact(get("/api/admin/contact-messages"), ctx);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 2, pages: 1 });
    expect(body.messages.map((m: { name: string }) => m.name)).toEqual([
      "Second Sender",
      "First Sender",
    ]);
    expect(body.messages[0]).toEqual({
      id: expect.any(String),
      name: "Second Sender",
      email: "second@example.com",
      company: "Hill Country HVAC",
      service: "marketing-automation",
      message: "Automate our quotes",
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect((await listContact(get("/api/admin/contact-messages?limit=500"), ctx)).status).toBe(400);
  });
});
