// Leads imported from a CSV file: the columns guessed from HubSpot's headers, quoting, CRLF, a
// byte-order mark and UTF-8 read right; a dry run that writes nothing; known emails joined; bad
// rows reported by line without stopping the good ones; formulas kept as text; the limits; and
// only owners who checked their password recently.
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as importRoute } from "@/app/api/admin/leads/import/route";
import { GET as exportCsv } from "@/app/api/chat/summaries/export/route";
import { hashPassword } from "@/lib/auth/password";
import { startSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { createAdmin } from "@/lib/db/queries/users";
import { routeCtx } from "../helpers/chat";
import { resetDatabase } from "../helpers/db";
import { adminToken, leadAsAdmin } from "../helpers/fixtures";
import { insertSummary } from "../helpers/summaries";

let token = "";
beforeEach(async () => {
  await resetDatabase();
  token = await adminToken();
});

const send = (csv: string, query = "", as = token, type = "text/csv") =>
  importRoute(
    new Request(`http://localhost/api/admin/leads/import${query}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${as}`,
        "content-type": type,
        "x-forwarded-for": "203.0.113.9",
      },
      body: csv,
    }),
    routeCtx,
  );

async function leads() {
  const db = await getDb();
  const result = (await db.execute(
    sql`select id, contact_name as name, contact_email as email, contact_phone as phone,
      company_name as company, source, deal_value_cents as value from chat_summaries
      order by contact_name`,
  )) as unknown as {
    rows: Array<{
      id: string;
      name: string;
      email: string | null;
      phone: string | null;
      company: string | null;
      source: string;
      value: string | number | null;
    }>;
  };
  return result.rows.map((r) => ({ ...r, value: r.value === null ? null : Number(r.value) }));
}

// As HubSpot exports contacts: a byte-order mark, CRLF, quoted commas and doubled quotes.
const HUBSPOT = `\uFEFFRecord ID,First Name,Last Name,Email,Phone Number,Company Name,Lead Status,Notes\r
101,José,Müller,jose@example.com,+1 512 555 0101,"Müller, Sons & Co",NEW,"Asked about ""AI agents"" for intake"\r
102,Priya,Raman,PRIYA@example.com,,Raman Dental,OPEN,\r
103,Tom,Baker,,+1 512 555 0103,Baker Bikes,NEW,Met at the chamber breakfast\r
`;

describe("importing leads from CSV", () => {
  it("previews a HubSpot export with its columns guessed, writing nothing; then imports it", async () => {
    const preview = await send(HUBSPOT, "?dry_run=1");
    expect(preview.status).toBe(200);
    const body = await preview.json();
    expect(body).toMatchObject({
      dry_run: true,
      rows: 3,
      created: 3,
      updated: 0,
      rejected: [],
      mapping: {
        name: null,
        first_name: "First Name",
        last_name: "Last Name",
        email: "Email",
        phone: "Phone Number",
        company: "Company Name",
        note: "Notes",
        value: null,
      },
    });
    expect(body.headers[0]).toBe("Record ID");
    expect(body.sample[0]).toMatchObject({
      line: 2,
      name: "José Müller",
      company_name: "Müller, Sons & Co",
    });
    expect(await leads()).toEqual([]);

    const res = await send(HUBSPOT);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ created: 3, updated: 0, rejected: [] });
    const made = await leads();
    expect(made.map((l) => [l.name, l.email, l.phone, l.company, l.source])).toEqual([
      ["José Müller", "jose@example.com", "+1 512 555 0101", "Müller, Sons & Co", "import"],
      ["Priya Raman", "priya@example.com", null, "Raman Dental", "import"],
      ["Tom Baker", null, "+1 512 555 0103", "Baker Bikes", "import"],
    ]);
    const jose = await leadAsAdmin(token, made[0]?.id ?? "");
    expect(jose.notes.map((n: { body: string }) => n.body)).toEqual([
      'Asked about "AI agents" for intake',
    ]);

    const db = await getDb();
    const audit = (await db.execute(
      sql`select details from audit_log where action = 'leads_imported'`,
    )) as unknown as { rows: Array<{ details: unknown }> };
    expect(audit.rows.map((r) => r.details)).toEqual([{ created: 3, updated: 0, rejected: 0 }]);
  });

  it("known emails join their lead in any case, filling only empty fields; a repeat in the file too", async () => {
    const id = await insertSummary({
      interactionDate: "2026-11-20",
      contactName: "Dana Whitfield",
      contactEmail: "Dana@Example.com",
      contactPhone: null,
      companyName: null,
    });
    const csv = [
      "Name,Email,Company,Phone,Value,Notes",
      "Dana W.,dana@example.com,Whitfield Dental,,4500,Wants the booking bot",
      'New Person,new@example.com,,,"$1,500.50",',
      "New Person again,NEW@example.com,Later Co,+1 512 555 0199,,Second row",
    ].join("\n");
    const preview = await (await send(csv, "?dry_run=1")).json();
    expect(preview).toMatchObject({ created: 1, updated: 2, rejected: [] });

    expect(await (await send(csv)).json()).toEqual({ created: 1, updated: 2, rejected: [] });
    const all = await leads();
    expect(all.map((l) => [l.name, l.email, l.company, l.phone, l.value])).toEqual([
      ["Dana Whitfield", "Dana@Example.com", "Whitfield Dental", null, 450_000],
      ["New Person", "new@example.com", "Later Co", "+1 512 555 0199", 150_050],
    ]);
    const dana = await leadAsAdmin(token, id);
    expect(dana.notes.map((n: { body: string }) => n.body)).toEqual(["Wants the booking bot"]);
    expect(dana.lead.source).toBe("chat");
  });

  it("reports each bad row with its line and reason, and imports the good ones", async () => {
    const csv = [
      "Name,Email,Phone,Value,Expected close date,Notes",
      'Ann Good,ann@example.com,,,2027-03-31,"a note',
      'over two lines"',
      "No Way,,,,,",
      "Bad Mail,not-an-email,,,,",
      "Minus,minus@example.com,,-500,,",
      "Odd Value,odd@example.com,,lots,,",
      "Bad Day,day@example.com,,,2027-02-30,",
      ",,,,,",
      ",nameless@example.com,,,,",
      "Bob Good,,+1 512 555 0123,,3/31/2027,",
    ].join("\r\n");
    const res = await send(csv);
    expect(res.status).toBe(200);
    const report = await res.json();
    expect(report.created).toBe(2);
    expect(report.updated).toBe(0);
    expect(report.rejected).toEqual([
      { line: 4, reason: "no email or phone: give a way to reach them" },
      { line: 5, reason: "email must be a valid email address" },
      { line: 6, reason: "value cannot be negative" },
      { line: 7, reason: 'value "lots" is not an amount in dollars' },
      { line: 8, reason: expect.stringMatching(/^expected close date must be a real date/) },
      { line: 10, reason: "no name (map a Name, First/Last name or Company column)" },
    ]);
    const all = await leads();
    expect(all.map((l) => l.name)).toEqual(["Ann Good", "Bob Good"]);
    const bob = await leadAsAdmin(token, all[1]?.id ?? "");
    expect(bob.lead.expected_close_on).toBe("2027-03-31");
  });

  it("keeps a formula as text: stored as typed, and neutralised in the export", async () => {
    const csv =
      'Name,Email,Company\n"=HYPERLINK(""http://x.test"",""click"")",f@example.com,@Evil\n';
    expect(await (await send(csv)).json()).toMatchObject({ created: 1 });
    const [lead] = await leads();
    expect(lead?.name).toBe('=HYPERLINK("http://x.test","click")');
    expect(lead?.company).toBe("@Evil");
    const exported = await (
      await exportCsv(
        new Request("http://localhost/api/chat/summaries/export", {
          headers: { authorization: `Bearer ${token}` },
        }),
        routeCtx,
      )
    ).text();
    expect(exported).toContain(`"'=HYPERLINK(""http://x.test"",""click"")"`);
    expect(exported).toContain("'@Evil");
  });

  it("reads the columns the owner chose over the guess, and refuses a column the file lacks", async () => {
    const csv = "Contact,Work email,Mobile\nLee Chan,lee@example.com,+1 512 555 0111\n";
    const guessed = await (await send(csv, "?dry_run=1")).json();
    expect(guessed.mapping).toMatchObject({
      name: "Contact",
      email: "Work email",
      phone: "Mobile",
    });
    const noPhone = await (await send(csv, "?dry_run=1&phone=")).json();
    expect(noPhone.mapping.phone).toBeNull();
    expect(noPhone.sample[0].phone).toBeUndefined();
    const wrong = await send(csv, "?dry_run=1&email=E-mail");
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.message).toBe('email: the file has no column "E-mail"');
  });

  it("refuses what it can't take: too many rows or bytes, not CSV, broken quoting", async () => {
    const rows = Array.from({ length: 5_001 }, (_, i) => `P${i},p${i}@example.com`);
    const many = await send(`Name,Email\n${rows.join("\n")}\n`);
    expect(many.status).toBe(413);
    expect((await many.json()).error.message).toMatch(/5,001 rows; import at most 5,000/);

    const big = await send(`Name,Notes\n${"a,".padEnd(2 * 1024 * 1024 + 10, "x")}\n`);
    expect(big.status).toBe(413);
    expect((await big.json()).error.code).toBe("payload_too_large");

    const json = await send(JSON.stringify([{ name: "A" }]), "", token, "application/json");
    expect(json.status).toBe(415);

    const broken = await send('Name,Email\n"Open quote,a@example.com\n');
    expect(broken.status).toBe(400);
    expect((await broken.json()).error.message).toMatch(/^The file is not valid CSV/);

    const empty = await send("");
    expect(empty.status).toBe(400);
    expect(await leads()).toEqual([]);
  });

  it("is for owners only, after a recent password check", async () => {
    const editor = await createAdmin({
      email: "editor@bluebonnet.test",
      name: "Eddie Editor",
      passwordHash: await hashPassword("correct-horse-battery-staple"),
      role: "editor",
    });
    if (!editor) throw new Error("no editor");
    const asEditor = await send(HUBSPOT, "", (await startSession({ userId: editor.id })).token);
    expect(asEditor.status).toBe(403);
    expect((await asEditor.json()).error.code).toBe("forbidden");

    const db = await getDb();
    await db.execute(sql`update sessions set stepped_up_at = now() - interval '6 minutes'`);
    const stale = await send(HUBSPOT);
    expect(stale.status).toBe(403);
    expect((await stale.json()).error.code).toBe("step_up_required");
    expect(await leads()).toEqual([]);
  });
});
