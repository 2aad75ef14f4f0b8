// Lead notifications as the owner's tools receive them: a signed webhook that Slack, Zapier or a
// CRM can verify, an email through a real SMTP server (smtp-server), retries after the receiver
// was down, and one delivery each however many workers race for them.
import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PATCH as updateLead } from "@/app/api/admin/leads/[id]/route";
import { POST as retry } from "@/app/api/admin/notifications/[id]/retry/route";
import { GET as listProblems } from "@/app/api/admin/notifications/route";
import { POST as postContact } from "@/app/api/contact/route";
import { getDb } from "@/lib/db/client";
import { deliverDueNotifications, retryDelayMs } from "@/lib/notify/deliver";
import {
  issueSession,
  ownSummary,
  routeCtx,
  sendSummary,
  summaryBody,
  transcriptMessage,
} from "../helpers/chat";
import { resetDatabase } from "../helpers/db";
import { adminToken } from "../helpers/fixtures";
import { jsonRequest } from "../helpers/http";
import { TEST_PORTS } from "../helpers/ports";
import { startMailbox } from "../helpers/smtp";

const SECRET = "whsec_test_secret_1234567890";
type Received = { headers: IncomingMessage["headers"]; body: string };
const received: Received[] = [];
let mails: string[] = [];
let webhookDown = false;
/** Runs before the receiver answers a delivery (a test's way to act while a send is in flight). */
let beforeAnswer: (() => Promise<void>) | null = null;
let webhook: Server;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;

beforeAll(async () => {
  webhook = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (webhookDown) return res.writeHead(503).end();
    await beforeAnswer?.();
    received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
    res.writeHead(204).end();
  });
  await new Promise<void>((r) => webhook.listen(TEST_PORTS.webhook, "127.0.0.1", r));
  mailbox = await startMailbox(TEST_PORTS.smtp);
  mails = mailbox.mails;
});

afterAll(async () => {
  await new Promise((r) => webhook.close(r));
  await mailbox.close();
});

beforeEach(async () => {
  await resetDatabase();
  received.length = 0;
  mails.length = 0;
  webhookDown = false;
  beforeAnswer = null;
});

/** A mail's text as a mail client shows it (quoted-printable: soft line breaks, =XX escapes). */
const readable = (mail: string) =>
  mail
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

async function outbox() {
  const db = await getDb();
  const { rows } = (await db.execute(
    sql`select event, channel, attempts, delivered_at, failed_at from notification_outbox order by created_at, channel`,
  )) as unknown as { rows: Array<Record<string, unknown>> };
  return rows;
}

describe("lead notifications", () => {
  it("announce a chat lead once it has an email, by signed webhook and by email", async () => {
    const s = await issueSession();
    // No contact details yet: nothing to announce.
    await sendSummary(
      ownSummary(s, { seq: 1, contact_info: { name: "", email: "", phone: "", company_name: "" } }),
    );
    expect(await outbox()).toEqual([]);
    const saved = await sendSummary(ownSummary(s, { seq: 2 }));
    expect(saved.status).toBeLessThan(300);
    expect((await outbox()).map((r) => [r.event, r.channel])).toEqual([
      ["lead.created", "email"],
      ["lead.created", "webhook"],
    ]);
    // A later save of the same lead does not announce it again.
    await sendSummary(ownSummary(s, { seq: 3, key_pain_points: ["Slow quotes"] }));
    expect(await outbox()).toHaveLength(2);

    expect(await deliverDueNotifications()).toBe(2);
    expect(received).toHaveLength(1);
    const hook = received[0] as Received;
    const expected = `sha256=${createHmac("sha256", SECRET).update(hook.body).digest("hex")}`;
    expect(hook.headers["x-signature-256"]).toBe(expected);
    expect(hook.headers["content-type"]).toBe("application/json");
    const payload = JSON.parse(hook.body);
    expect(payload.event).toBe("lead.created");
    // Signed with the body: the delivery's id (also a header) and when it was made, so a
    // receiver can refuse a replayed request.
    expect(payload.id).toBe(hook.headers["x-webhook-id"]);
    expect(payload.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.now() - Date.parse(payload.created_at)).toBeLessThan(60_000);
    expect(payload.lead).toMatchObject({
      contact_name: "Dana Whitfield",
      contact_email: "dana@sunridge.example",
      status: "New",
      source: "chat",
    });
    expect(payload.lead.url).toMatch(/\/admin\/leads\/[0-9a-f-]{36}$/);
    expect(mails).toHaveLength(1);
    // The body as a mail client shows it (quoted-printable: soft line breaks, =XX escapes).
    const mail = (mails[0] ?? "")
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    expect(mail).toContain("To: owner@example.com");
    expect(mail).toContain("New lead: Dana Whitfield");
    expect(mail).toContain(payload.lead.url);
    expect((await outbox()).every((r) => r.delivered_at !== null)).toBe(true);
  });

  it("also tell the admin the lead is assigned to, by the owners' rule or by hand", async () => {
    await adminToken("ella@bluebonnet.test");
    const db = await getDb();
    await db.execute(sql`insert into site_settings (name, value) values ('lead_assignment',
      jsonb_build_object('mode', 'admin', 'admin_id',
        (select id::text from users where email = 'ella@bluebonnet.test')))`);
    const s = await issueSession();
    expect((await sendSummary(ownSummary(s, { seq: 1 }))).status).toBeLessThan(300);
    await deliverDueNotifications();
    expect(mails).toHaveLength(1);
    expect(readable(mails[0] ?? "")).toMatch(/^To: owner@example\.com, ella@bluebonnet\.test$/m);
  });

  it("announce a contact-form message, and a lead whose proposal turns Hot", async () => {
    await postContact(
      jsonRequest("/api/contact", {
        name: "Renée Castillo",
        email: "renee@example.com",
        message: "Hi",
      }),
      routeCtx,
    );
    const s = await issueSession();
    await sendSummary(ownSummary(s, { seq: 1, services_discussed: [], key_pain_points: [] }));
    await sendSummary(
      ownSummary(s, {
        seq: 2,
        call_to_action_offered: true,
        services_discussed: ["AI Solutions", "Custom Software"],
      }),
    );
    await deliverDueNotifications();
    // One each (they are sent side by side, so in any order).
    expect(received.map((r) => JSON.parse(r.body).event).sort()).toEqual([
      "contact.created",
      "lead.created",
      "lead.updated",
    ]);
  });

  it("are retried with growing waits while the receiver is down, and arrive once it is back", async () => {
    webhookDown = true;
    await sendSummary(summaryBody());
    await deliverDueNotifications();
    let rows = await outbox();
    const hook = rows.find((r) => r.channel === "webhook");
    expect(hook).toMatchObject({ attempts: 1, delivered_at: null });
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(3)).toBe(120_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
    // Not due yet: nothing is sent early.
    webhookDown = false;
    await deliverDueNotifications();
    expect(received).toHaveLength(0);
    // The wait is over.
    const db = await getDb();
    await db.execute(
      sql`update notification_outbox set next_attempt_at = now() where delivered_at is null`,
    );
    await deliverDueNotifications();
    expect(received).toHaveLength(1);
    rows = await outbox();
    expect(rows.find((r) => r.channel === "webhook")).toMatchObject({ attempts: 1 });
    expect(rows.every((r) => r.delivered_at !== null)).toBe(true);
  });

  it("shows failed deliveries to the owner, who can retry them", async () => {
    webhookDown = true;
    await sendSummary(summaryBody());
    await deliverDueNotifications();
    const db = await getDb();
    // Two days of failures later, the delivery is given up on.
    await db.execute(
      sql`update notification_outbox set created_at = now() - interval '3 days', next_attempt_at = now() where channel = 'webhook'`,
    );
    await deliverDueNotifications();
    const token = await adminToken();
    const auth = { headers: { authorization: `Bearer ${token}` } };
    const res = await listProblems(
      new Request("http://localhost/api/admin/notifications", auth),
      routeCtx,
    );
    const { problems } = await res.json();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      channel: "webhook",
      event: "lead.created",
      failed: true,
      error: "webhook answered 503",
    });
    webhookDown = false;
    const again = await retry(
      new Request(`http://localhost/api/admin/notifications/${problems[0].id}/retry`, {
        method: "POST",
        ...auth,
      }),
      { params: Promise.resolve({ id: problems[0].id }) },
    );
    expect(again.status).toBe(200);
    await deliverDueNotifications();
    expect(received).toHaveLength(1);
    const after = await (
      await listProblems(new Request("http://localhost/api/admin/notifications", auth), routeCtx)
    ).json();
    expect(after.problems).toEqual([]);
  });

  it("are not sent again when the receiver accepted them but the mark could not be written", async () => {
    await sendSummary(summaryBody());
    const db = await getDb();
    // The database refuses the "delivered" marks for a while, as it does when its connections
    // run out, while the receiver accepts every send. A sequence counts the refusals: unlike a
    // table, it is not rolled back with the statement that fails.
    await db.execute(sql`create sequence mark_refusals`);
    await db.execute(sql`create table mark_refusals_limit (n int)`);
    await db.execute(sql`insert into mark_refusals_limit values (2)`);
    await db.execute(sql`create function refuse_marks() returns trigger language plpgsql as $$
      begin
        if new.delivered_at is not null and old.delivered_at is null
           and nextval('mark_refusals') <= (select n from mark_refusals_limit) then
          raise exception 'the database is out of reach';
        end if;
        return new;
      end $$`);
    await db.execute(sql`create trigger refuse_marks before update on notification_outbox
      for each row execute function refuse_marks()`);
    try {
      // Each delivery's mark is refused, then tried again after a moment, and written.
      const started = Date.now();
      await deliverDueNotifications();
      expect(received).toHaveLength(1);
      expect(mails).toHaveLength(1);
      expect((await outbox()).every((r) => r.delivered_at !== null && r.attempts === 0)).toBe(true);
      expect(Date.now() - started).toBeLessThan(10_000);

      // Refused for longer than a round's retries: the delivery stays unmarked, and the next
      // round writes the mark instead of sending it again, even once its claim has run out.
      await sendSummary(
        summaryBody({
          contact_info: { name: "Dana", email: "dana@example.com", phone: "", company_name: "" },
        }),
      );
      const due = (await outbox()).filter((r) => r.delivered_at === null);
      const hooks = due.filter((r) => r.channel === "webhook").length;
      expect(hooks).toBeGreaterThan(0);
      await db.execute(sql`update mark_refusals_limit set n = 1000000`);
      await deliverDueNotifications();
      expect(received).toHaveLength(1 + hooks);
      expect((await outbox()).filter((r) => r.delivered_at === null)).toHaveLength(due.length);
      await db.execute(sql`update notification_outbox set locked_until = null`);
      await db.execute(sql`drop trigger refuse_marks on notification_outbox`);
      await deliverDueNotifications();
      expect(received).toHaveLength(1 + hooks);
      expect(mails).toHaveLength(1 + due.length - hooks);
      expect((await outbox()).every((r) => r.delivered_at !== null && r.attempts === 0)).toBe(true);
    } finally {
      await db.execute(sql`drop trigger if exists refuse_marks on notification_outbox`);
      await db.execute(sql`drop function if exists refuse_marks`);
      await db.execute(sql`drop sequence if exists mark_refusals`);
      await db.execute(sql`drop table if exists mark_refusals_limit`);
    }
  }, 40_000);

  it("are delivered exactly once when several workers race for them", async () => {
    for (let i = 0; i < 12; i++) {
      await sendSummary(
        summaryBody({
          contact_info: {
            name: `Lead ${i}`,
            email: `lead${i}@example.com`,
            phone: "",
            company_name: "",
          },
        }),
      );
    }
    expect(await outbox()).toHaveLength(24);
    await Promise.all([
      deliverDueNotifications({ limit: 3 }),
      deliverDueNotifications({ limit: 3 }),
      deliverDueNotifications({ limit: 3 }),
    ]);
    expect(received).toHaveLength(12);
    expect(new Set(received.map((r) => JSON.parse(r.body).lead.contact_email)).size).toBe(12);
    expect(mails).toHaveLength(12);
  });
});

describe("a visitor asking for a person", () => {
  const words = "Can I talk to a real person? We lose leads every weekend.";
  const handoff = (at: string, message = words) => ({ requested_at: at, message });

  async function answer(id: string, body: Record<string, unknown>) {
    const token = await adminToken();
    const res = await updateLead(
      new Request(`http://localhost/api/admin/leads/${id}`, {
        method: "PATCH",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({ id }) },
    );
    expect(res.status).toBe(200);
    return (await res.json()).lead;
  }

  it("reaches the owner at once: one signed webhook with their words and the conversation, and an urgent email", async () => {
    const s = await issueSession();
    await sendSummary(
      ownSummary(s, {
        seq: 1,
        transcript: [
          transcriptMessage("m1", "Hi, I run a roofing company in Round Rock."),
          transcriptMessage("m2", "Happy to help! What would you like to automate?", "bot"),
        ],
      }),
    );
    await deliverDueNotifications();
    received.length = 0;
    mails.length = 0;

    const at = new Date(Date.now() - 5_000).toISOString();
    const asked = ownSummary(s, {
      seq: 2,
      handoff: handoff(at),
      transcript: [transcriptMessage("m3", words)],
    });
    const res = await sendSummary(asked);
    expect(res.status).toBe(200);
    // The browser's outbox may send the same save again, and the next save repeats the request.
    await sendSummary(asked);
    await sendSummary(ownSummary(s, { seq: 3, handoff: handoff(at) }));
    expect((await outbox()).filter((r) => r.event === "lead.handoff_requested")).toHaveLength(2);

    expect(await deliverDueNotifications()).toBe(2);
    expect(received).toHaveLength(1);
    const hook = received[0] as Received;
    expect(hook.headers["x-signature-256"]).toBe(
      `sha256=${createHmac("sha256", SECRET).update(hook.body).digest("hex")}`,
    );
    const payload = JSON.parse(hook.body);
    expect(payload.event).toBe("lead.handoff_requested");
    expect(payload.handoff.message).toBe(words);
    expect(payload.handoff.requested_at).toBe(at);
    expect(payload.handoff.conversation.map((m: { text: string }) => m.text)).toEqual([
      "Hi, I run a roofing company in Round Rock.",
      "Happy to help! What would you like to automate?",
      words,
    ]);
    expect(payload.handoff.conversation[0].sender).toBe("visitor");
    expect(payload.lead).toMatchObject({
      contact_email: "dana@sunridge.example",
      handoff: { message: words, answered_at: null },
    });

    expect(mails).toHaveLength(1);
    const mail = readable(mails[0] ?? "");
    expect(mail).toContain("Subject: Urgent: Dana Whitfield asked to talk to a person");
    expect(mail).toMatch(/X-Priority: 1/i);
    expect(mail).toMatch(/Importance: High/i);
    expect(mail).toContain(`They wrote: "${words}"`);
    expect(mail).toContain("Visitor: Hi, I run a roofing company in Round Rock.");
    expect(mail).toContain(payload.lead.url);
  });

  it("is not announced without a way to reach them, and again only after the owner answered", async () => {
    const s = await issueSession();
    const nobody = { name: "", email: "", phone: "", company_name: "" };
    await sendSummary(
      ownSummary(s, { seq: 1, contact_info: nobody, handoff: handoff(new Date().toISOString()) }),
    );
    expect(await outbox()).toEqual([]);

    const first = new Date(Date.now() - 60_000).toISOString();
    const saved = await sendSummary(ownSummary(s, { seq: 2, handoff: handoff(first) }));
    const { id } = await saved.json();
    const handoffs = async () =>
      (await outbox()).filter((r) => r.event === "lead.handoff_requested").length;
    expect(await handoffs()).toBe(2);
    // Asked again before anyone answered: the first request stands, nobody is told twice.
    await sendSummary(
      ownSummary(s, { seq: 3, handoff: handoff(new Date(Date.now() - 30_000).toISOString()) }),
    );
    expect(await handoffs()).toBe(2);

    const lead = await answer(id, { handoff_answered: true });
    expect(lead.handoff.answered_at).not.toBeNull();
    // A new request after the answer is news again, in the visitor's new words.
    await sendSummary(
      ownSummary(s, { seq: 4, handoff: handoff(new Date().toISOString(), "Please call me back") }),
    );
    expect(await handoffs()).toBe(4);

    // Moving the lead on answers the open request too.
    const moved = await answer(id, { status: "Contacted" });
    expect(moved.handoff).toMatchObject({ message: "Please call me back" });
    expect(moved.handoff.answered_at).not.toBeNull();
  });

  it("refuses a malformed request with a clear error", async () => {
    const res = await sendSummary(
      summaryBody({ handoff: { requested_at: "tomorrow", message: "" } }),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.message).toMatch(/handoff/);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("a delivery while the database is busy", () => {
  it("is recorded while requests hold every connection of the pool, so no other instance sends it again", async () => {
    await postContact(
      jsonRequest("/api/contact", { name: "Busy Pool", email: "busy@pool.test", message: "Hi" }),
      { params: Promise.resolve({}) },
    );
    const db = await getDb();
    let poolBusy = false;
    let held: Array<Promise<unknown>> = [];
    // The moment the webhook arrives, ten slow requests take every connection of the pool.
    beforeAnswer = async () => {
      poolBusy = true;
      held = Array.from({ length: 10 }, () => db.execute(sql`select pg_sleep(6)`).catch(() => {}));
      await new Promise((r) => setTimeout(r, 300));
    };
    await deliverDueNotifications();
    const recordedWhileBusy =
      poolBusy &&
      !(await Promise.race([
        Promise.all(held).then(() => true),
        new Promise((r) => setTimeout(() => r(false), 10)),
      ]));
    await Promise.all(held);
    expect(received).toHaveLength(1);
    expect(recordedWhileBusy).toBe(true);
    const rows = await outbox();
    expect(rows.filter((r) => r.channel === "webhook" && r.delivered_at !== null)).toHaveLength(1);
  }, 30_000);
});
