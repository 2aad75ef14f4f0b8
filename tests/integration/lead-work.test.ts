// The owner's day with a lead, through a real SMTP server (smtp-server): an email written on the
// lead's page goes out once (Idempotency-Key), from the site with Reply-To the owner, and lands
// in the lead's history; follow-ups set on the lead fill the inbox's due lists; the 8 a.m.
// digest reaches each owner once however many instances try.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as sendEmail } from "@/app/api/admin/leads/[id]/emails/route";
import { PATCH as patchLead } from "@/app/api/admin/leads/[id]/route";
import { GET as listLeads } from "@/app/api/chat/summaries/route";
import { site } from "@/config/site";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db/client";
import { listSummaries } from "@/lib/db/queries/summaries";
import { createAdmin } from "@/lib/db/queries/users";
import { deliverDueNotifications } from "@/lib/notify/deliver";
import { sendMorningDigest } from "@/lib/notify/digest";
import { agencyToday } from "@/lib/rules/follow-up";
import { zonedInstant } from "@/lib/utils/time";
import { addDays } from "@/lib/validations/overview";
import { resetDatabase } from "../helpers/db";
import { adminToken, leadAsAdmin } from "../helpers/fixtures";
import { TEST_PORTS } from "../helpers/ports";
import { startMailbox } from "../helpers/smtp";
import { insertSummaries, insertSummary } from "../helpers/summaries";

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let token: string;

// SMTP_URL of the integration tests (vitest.config.ts).
beforeAll(async () => {
  mailbox = await startMailbox(TEST_PORTS.smtp);
});
afterAll(() => mailbox.close());
beforeEach(async () => {
  await resetDatabase();
  mailbox.mails.length = 0;
  token = await adminToken("marcus@bluebonnet.test");
});

const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const auth = (headers: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  ...headers,
});

function email(id: string, body: unknown, key?: string) {
  return sendEmail(
    new Request(`http://localhost/api/admin/leads/${id}/emails`, {
      method: "POST",
      headers: auth({
        "content-type": "application/json",
        ...(key ? { "idempotency-key": key } : {}),
      }),
      body: JSON.stringify(body),
    }),
    ctx(id),
  );
}

const detail = (id: string) => leadAsAdmin(token, id);

const patch = (id: string, body: unknown) =>
  patchLead(
    new Request(`http://localhost/api/admin/leads/${id}`, {
      method: "PATCH",
      headers: auth({ "content-type": "application/json" }),
      body: JSON.stringify(body),
    }),
    ctx(id),
  );

async function list(query: string) {
  const res = await listLeads(
    new Request(`http://localhost/api/chat/summaries?${query}`, { headers: auth() }),
    { params: Promise.resolve({}) },
  );
  return { status: res.status, body: await res.json() };
}

const unfold = (mail: string) => mail.replace(/=\r?\n/g, "").replace(/\r?\n[ \t]/g, " ");

const dana = () =>
  insertSummary({
    interactionDate: "2026-11-20",
    contactName: "Dana Whitfield",
    contactEmail: "dana@sunridge.example",
    companyName: "Sunridge Dental",
  });

describe("an email to the lead from its page", () => {
  it("goes out once from the site with Reply-To the owner, moves a New lead to Contacted and joins its history", async () => {
    const id = await dana();
    const body = {
      subject: "Your after-hours calls",
      body: "Hi Dana,\n\nHow about Tuesday?\n\nMarcus",
    };

    const first = await email(id, body, "reply-1");
    expect(first.status).toBe(201);
    const sent = (await first.json()).email;
    expect(sent).toMatchObject({
      subject: body.subject,
      to: "dana@sunridge.example",
      status: "sending",
    });

    // The browser retries (a lost answer, a double click): same key, same email, nothing sent twice.
    const again = await email(id, body, "reply-1");
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await again.json()).email.id).toBe(sent.id);
    // The same key for another text is a client bug, told as such.
    const reused = await email(id, { ...body, subject: "Something else" }, "reply-1");
    expect(reused.status).toBe(409);
    expect((await reused.json()).error.message).toMatch(/already used for a different email/);

    await deliverDueNotifications();
    expect(mailbox.mails).toHaveLength(1);
    const mail = unfold(mailbox.mails[0] ?? "");
    expect(mail).toContain("To: dana@sunridge.example");
    expect(mail).toContain("Reply-To: marcus@bluebonnet.test");
    expect(mail).toContain(`From: ${site.supportEmail}`);
    expect(mail).toContain("Subject: Your after-hours calls");
    expect(mail).toContain("How about Tuesday?");

    const d = await detail(id);
    expect(d.lead.status).toBe("Contacted");
    expect(d.emails).toEqual([
      expect.objectContaining({ id: sent.id, subject: body.subject, status: "sent", error: null }),
    ]);
    expect(d.activity.map((a: { kind: string; to: string }) => [a.kind, a.to])).toEqual(
      expect.arrayContaining([
        ["status", "Contacted"],
        ["email", "Your after-hours calls"],
      ]),
    );

    // A second email, without a key, is a second email; the lead stays where the owner put it.
    await patch(id, { status: "Qualified" });
    expect((await email(id, { subject: "Notes from our call", body: "Attached." })).status).toBe(
      201,
    );
    await deliverDueNotifications();
    expect(mailbox.mails).toHaveLength(2);
    expect((await detail(id)).lead.status).toBe("Qualified");
  });

  it("answers an open request for a person", async () => {
    const id = await insertSummary({
      interactionDate: "2026-11-20",
      contactEmail: "rosa@example.com",
      handoffRequestedAt: new Date(),
      handoffMessage: "can I talk to a real person?",
    });
    expect((await email(id, { subject: "Hi Rosa", body: "I'm here." })).status).toBe(201);
    expect((await detail(id)).lead.handoff.answered_at).not.toBeNull();
  });

  it("refuses what it cannot send, with a reason, and sends nothing", async () => {
    const id = await dana();
    const noAddress = await insertSummary({
      interactionDate: "2026-11-20",
      contactEmail: null,
      contactPhone: "512-555-0100",
    });
    const cases: Array<[string, unknown, string | undefined, number, RegExp]> = [
      [id, { subject: "", body: "x" }, undefined, 400, /Subject is required/],
      [id, { subject: "Hi\r\nBcc: everyone@example.com", body: "x" }, undefined, 400, /one line/],
      [id, { subject: "Hi", body: "" }, undefined, 400, /Message is required/],
      [id, { subject: "Hi", body: "x" }, "has space", 400, /Idempotency-Key/],
      [noAddress, { subject: "Hi", body: "x" }, undefined, 409, /no email address/],
      [
        "6f1c2a5e-1111-4222-8333-444455556666",
        { subject: "Hi", body: "x" },
        undefined,
        404,
        /No such lead/,
      ],
    ];
    for (const [lead, body, key, status, message] of cases) {
      const res = await email(lead, body, key);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect((await res.json()).error.message).toMatch(message);
    }
    const signedOut = await sendEmail(
      new Request(`http://localhost/api/admin/leads/${id}/emails`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ subject: "Hi", body: "x" }),
      }),
      ctx(id),
    );
    expect(signedOut.status).toBe(401);
    await deliverDueNotifications();
    expect(mailbox.mails).toHaveLength(0);
    expect((await detail(id)).lead.status).toBe("New");
  });

  it("shows a delivery that failed on the email, and sends it when the mail server is back", async () => {
    const id = await dana();
    await mailbox.close();
    try {
      expect((await email(id, { subject: "Hello", body: "Hi" }, "k-fail")).status).toBe(201);
      await deliverDueNotifications();
      const [e] = (await detail(id)).emails;
      expect(e.status).toBe("retrying");
      expect(e.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      mailbox = await startMailbox(TEST_PORTS.smtp);
    }
    const db = await getDb();
    await db.execute(sql`update notification_outbox set next_attempt_at = now()`);
    await deliverDueNotifications();
    expect(mailbox.mails).toHaveLength(1);
    expect((await detail(id)).emails[0].status).toBe("sent");
  });
});

describe("follow-ups", () => {
  it("a day set on the lead is due at 9 a.m. there; the inbox lists today's and overdue ones, open leads only", async () => {
    const { today } = agencyToday();
    const [dueToday, overdue, later, closed, none] = await Promise.all([
      dana(),
      insertSummary({ interactionDate: "2026-11-01", contactName: "Overdue Olga" }),
      insertSummary({ interactionDate: "2026-11-02", contactName: "Later Lou" }),
      insertSummary({ interactionDate: "2026-11-03", contactName: "Closed Cleo", status: "Won" }),
      insertSummary({ interactionDate: "2026-11-04", contactName: "No Follow-up" }),
    ]);
    expect(none).toBeTruthy();

    const set = await patch(dueToday, { follow_up_at: today });
    expect(set.status).toBe(200);
    expect((await set.json()).lead.follow_up_at).toBe(
      zonedInstant(`${today}T09:00`, site.timeZone).toISOString(),
    );
    expect((await patch(later, { follow_up_at: addDays(today, 3) })).status).toBe(200);
    // A day already past cannot be chosen; an exact time can (set from elsewhere, or moved here).
    const past = await patch(overdue, { follow_up_at: addDays(today, -2) });
    expect(past.status).toBe(400);
    expect((await past.json()).error.message).toMatch(/today or a later day/);
    for (const odd of ["0000-01-01T00:00:00Z", "9999-12-31T23:00:00-05:00", "tomorrow"]) {
      expect((await patch(overdue, { follow_up_at: odd })).status, odd).toBe(400);
    }
    const db = await getDb();
    const twoDaysAgo = zonedInstant(`${addDays(today, -2)}T09:00`, site.timeZone);
    await db.execute(
      sql`update chat_summaries set follow_up_at = ${twoDaysAgo.toISOString()} where id in (${overdue}, ${closed})`,
    );

    const names = (r: { body: { summaries: Array<{ contact_name: string }> } }) =>
      r.body.summaries.map((s) => s.contact_name);
    const dueNow = await list("due=today");
    expect(names(dueNow)).toEqual(["Dana Whitfield"]);
    expect(dueNow.body.summaries[0].follow_up_at).toBe(
      zonedInstant(`${today}T09:00`, site.timeZone).toISOString(),
    );
    expect(names(await list("due=overdue"))).toEqual(["Overdue Olga"]);
    expect((await list("due=someday")).status).toBe(400);

    // Cleared, it leaves the list; the history says so.
    expect((await patch(dueToday, { follow_up_at: null })).status).toBe(200);
    expect(names(await list("due=today"))).toEqual([]);
    const kinds = (await detail(dueToday)).activity.map(
      (a: { kind: string; to: string | null }) => [a.kind, a.to === null ? null : "set"],
    );
    expect(kinds).toEqual(
      expect.arrayContaining([
        ["follow_up", "set"],
        ["follow_up", null],
      ]),
    );
  });
});

describe("the morning digest", () => {
  async function owners() {
    const passwordHash = await hashPassword("correct-horse-battery-staple");
    await createAdmin({ email: "olivia@bluebonnet.test", name: "Olivia", passwordHash });
    await createAdmin({
      email: "eddie@bluebonnet.test",
      name: "Eddie",
      passwordHash,
      role: "editor",
    });
  }

  it("reaches every owner once at 8 in the agency's time zone, however many instances try", async () => {
    await owners();
    const { today } = agencyToday();
    const at = (day: string, time: string) => zonedInstant(`${day}T${time}`, site.timeZone);
    const db = await getDb();
    const id = await dana();
    // Arrived yesterday evening; a follow-up due today; a call at 2 p.m. today.
    await db.execute(
      sql`update chat_summaries set created_at = ${at(addDays(today, -1), "19:30").toISOString()},
        follow_up_at = ${at(today, "09:00").toISOString()} where id = ${id}`,
    );
    await db.execute(sql`insert into lead_bookings (lead_id, provider, provider_id, start_at, end_at, status)
      values (${id}, 'cal', 'bk_digest', ${at(today, "14:00").toISOString()}, ${at(today, "14:30").toISOString()}, 'booked')`);

    // Before 8 nobody sends it.
    expect(await sendMorningDigest(at(today, "07:59"))).toBe(false);
    // Three instances at 8:00, at once.
    const eight = at(today, "08:00");
    const runs = await Promise.all([
      sendMorningDigest(eight),
      sendMorningDigest(eight),
      sendMorningDigest(eight),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    // And later in the day (another instance starting, the hourly retry): still once.
    expect(await sendMorningDigest(at(today, "11:00"))).toBe(false);
    await deliverDueNotifications();

    const mails = mailbox.mails.map(unfold);
    // The two owners, not the editor.
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => /^To: (.+)$/m.exec(m)?.[1]?.trim()).sort()).toEqual([
      "marcus@bluebonnet.test",
      "olivia@bluebonnet.test",
    ]);
    const mail = mails[0] ?? "";
    expect(mail).toMatch(/Subject: Your day at .+: 1 new lead, 1 follow-up, 1 call/);
    expect(mail).toContain("2:00 PM CT: Dana Whitfield, Sunridge Dental");
    expect(mail).toContain(`${site.url}/admin/leads/${id}`);
  });

  it("gives each admin their own leads, and owners also those nobody has", async () => {
    await owners();
    const { today } = agencyToday();
    const at = (day: string, time: string) => zonedInstant(`${day}T${time}`, site.timeZone);
    const db = await getDb();
    const [theirs = "", nobodys = ""] = await insertSummaries([
      { interactionDate: today, contactName: "Eddie's Lead", contactEmail: "e@example.com" },
      { interactionDate: today, contactName: "Nobody's Lead", contactEmail: "n@example.com" },
    ]);
    await db.execute(
      sql`update chat_summaries set created_at = ${at(addDays(today, -1), "19:30").toISOString()}`,
    );
    await db.execute(
      sql`update chat_summaries set assignee_id = (select id from users where name = 'Eddie')
        where id = ${theirs}`,
    );
    expect(await sendMorningDigest(at(today, "08:00"))).toBe(true);
    await deliverDueNotifications();
    const byRecipient = new Map(
      mailbox.mails.map(unfold).map((m) => [/^To: (.+)$/m.exec(m)?.[1]?.trim(), m]),
    );
    expect([...byRecipient.keys()].sort()).toEqual([
      "eddie@bluebonnet.test",
      "marcus@bluebonnet.test",
      "olivia@bluebonnet.test",
    ]);
    const eddie = byRecipient.get("eddie@bluebonnet.test") ?? "";
    expect(eddie).toContain(`/admin/leads/${theirs}`);
    expect(eddie).not.toContain(`/admin/leads/${nobodys}`);
    const olivia = byRecipient.get("olivia@bluebonnet.test") ?? "";
    expect(olivia).toContain(`/admin/leads/${nobodys}`);
    expect(olivia).not.toContain(`/admin/leads/${theirs}`);
  });

  it("opens with the leads whose reply nobody has answered, until someone writes back", async () => {
    const { today } = agencyToday();
    const at = (day: string, time: string) => zonedInstant(`${day}T${time}`, site.timeZone);
    const db = await getDb();
    const id = await dana();
    await db.execute(
      sql`update chat_summaries set created_at = now() - interval '3 days',
        last_reply_at = ${at(addDays(today, -1), "16:00").toISOString()} where id = ${id}`,
    );
    expect(await sendMorningDigest(at(today, "08:00"))).toBe(true);
    await deliverDueNotifications();
    const mail = unfold(mailbox.mails[0] ?? "");
    expect(mail).toMatch(/Subject: Your day at .+: 1 reply waiting/);
    expect(mail).toMatch(
      /Replied, waiting for your answer:\s+- Dana Whitfield, Sunridge Dental \(replied /,
    );
    // The inbox's follow-up list says the same, and forgets it once the owner has written.
    const waiting = await listSummaries({ due: "replied", page: 1, limit: 10 });
    expect(waiting.summaries.map((l) => l.id)).toEqual([id]);
    await db.execute(sql`insert into lead_emails (lead_id, author_name, to_email, reply_to, subject, body)
      values (${id}, 'Marcus', 'dana@sunridge.example', 'marcus@bluebonnet.test', 'Re', 'Thanks!')`);
    expect((await listSummaries({ due: "replied", page: 1, limit: 10 })).total).toBe(0);
  });

  it("sends nothing on a day with nothing to tell", async () => {
    const { today } = agencyToday();
    expect(await sendMorningDigest(zonedInstant(`${today}T08:05`, site.timeZone))).toBe(false);
    await deliverDueNotifications();
    expect(mailbox.mails).toHaveLength(0);
  });
});
