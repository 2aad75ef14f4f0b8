// Replies come back: the owner's email goes out through a real SMTP server (smtp-server), the lead
// answers, and the answer reaches the lead's page through a real IMAP server (hoodiecrow-imap,
// watched with imapflow) or a mail forwarder's webhook, once per Message-ID, as its new text only.
import { sql } from "drizzle-orm";
import hoodiecrow from "hoodiecrow-imap";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const TOKEN = "inbound-test-token-0123456789abcdef";
vi.hoisted(() => {
  process.env.IMAP_URL = "imap://owner%40bluebonnet.test:app-password@127.0.0.1:9951/INBOX";
  process.env.INBOUND_EMAIL_TOKEN = "inbound-test-token-0123456789abcdef";
  process.env.INBOUND_REPLY_ADDRESS = "replies@bluebonnet.ai";
  process.env.SMTP_URL = "smtp://127.0.0.1:9952";
  delete process.env.LEAD_WEBHOOK_URL;
});

const { POST: sendEmail } = await import("@/app/api/admin/leads/[id]/emails/route");
const { GET: leadDetail } = await import("@/app/api/admin/leads/[id]/route");
const { POST: inbound } = await import("@/app/api/webhooks/inbound-email/route");
const { getDb } = await import("@/lib/db/client");
const { getPublicUserById } = await import("@/lib/db/queries/users");
const { watchMailbox } = await import("@/lib/inbound/imap");
const { deliverDueNotifications } = await import("@/lib/notify/deliver");
const { deletePerson } = await import("@/lib/privacy/requests");
const { countRows, resetDatabase, resetRateLimits } = await import("../helpers/db");
const { adminToken } = await import("../helpers/fixtures");
const { startMailbox } = await import("../helpers/smtp");
const { insertSummaries } = await import("../helpers/summaries");

type Imap = {
  listen: (port: number, host: string, cb: () => void) => void;
  close: (cb?: () => void) => void;
  getMailbox: (path: string) => { messages: unknown[]; uidvalidity: number; uidnext: number };
  appendMessage: (box: string, flags: string[], date: Date, raw: string) => unknown;
};
let imap: Imap;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let owner = "";

beforeAll(async () => {
  imap = hoodiecrow({
    plugins: ["IDLE", "ENABLE", "UNSELECT", "ID"],
    storage: { INBOX: { messages: [] } },
    users: { "owner@bluebonnet.test": { password: "app-password" } },
  }) as Imap;
  await new Promise<void>((r) => imap.listen(9951, "127.0.0.1", r));
  mailbox = await startMailbox(9952);
});
afterAll(async () => {
  await new Promise<void>((r) => imap.close(() => r()));
  await mailbox.close();
});

beforeEach(async () => {
  await resetDatabase();
  await resetRateLimits();
  mailbox.mails.length = 0;
  const box = imap.getMailbox("INBOX");
  box.messages.length = 0;
  owner = await adminToken("marcus@bluebonnet.test");
});

const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

async function lead(status: "New" | "Contacted" = "New") {
  const [id] = await insertSummaries([
    {
      interactionDate: "2026-11-30",
      contactName: "Rae Chen",
      contactEmail: "rae@sunridge.example",
      status,
    },
  ]);
  return id as string;
}

/** The owner emails the lead from its page; answers the mail as the lead's mail server got it. */
async function ownerEmails(leadId: string) {
  const res = await sendEmail(
    new Request(`http://localhost/api/admin/leads/${leadId}/emails`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner}`, "content-type": "application/json" },
      body: JSON.stringify({ subject: "Next steps", body: "Hi Rae, would Tuesday work?" }),
    }),
    ctx(leadId),
  );
  expect(res.status).toBe(201);
  await deliverDueNotifications();
  const sent = mailbox.mails.find((m) => m.includes("Subject: Next steps")) ?? "";
  return {
    messageId: /^Message-ID: <([^>]+)>/im.exec(sent)?.[1] ?? "",
    replyTo: /^Reply-To: (.+)$/im.exec(sent)?.[1]?.trim() ?? "",
  };
}

let counter = 0;
function replyMail({
  from = "Rae Chen <rae@sunridge.example>",
  to = "marcus@bluebonnet.test",
  inReplyTo,
  subject = "Re: Next steps",
  body = "Tuesday works, 10am?\n\nRae\n\nOn Mon, Nov 30, 2026 at 9:00 AM Marcus Reyes <marcus@bluebonnet.test> wrote:\n> Hi Rae, would Tuesday work?\n",
  headers = [] as string[],
  contentType = "text/plain; charset=utf-8",
  messageId = `reply-${++counter}-${Date.now()}@sunridge.example`,
}: {
  from?: string;
  to?: string;
  inReplyTo?: string;
  subject?: string;
  body?: string;
  headers?: string[];
  contentType?: string;
  messageId?: string;
} = {}) {
  return [
    `From: ${from}`,
    `To: ${to}`,
    `Subject: ${subject}`,
    `Date: ${new Date(Date.now() - 60_000).toUTCString()}`,
    `Message-ID: <${messageId}>`,
    ...(inReplyTo ? [`In-Reply-To: <${inReplyTo}>`, `References: <${inReplyTo}>`] : []),
    ...headers,
    "MIME-Version: 1.0",
    `Content-Type: ${contentType}`,
    "",
    body.replace(/\n/g, "\r\n"),
  ].join("\r\n");
}

const arrives = (raw: string) => imap.appendMessage("INBOX", [], new Date(), raw);

async function detail(id: string) {
  const res = await leadDetail(
    new Request(`http://localhost/api/admin/leads/${id}`, {
      headers: { authorization: `Bearer ${owner}` },
    }),
    ctx(id),
  );
  return res.json();
}

async function replies() {
  const db = await getDb();
  const { rows } = (await db.execute(
    sql`select lead_id, message_id, body, verified, matched_by, via, auto_reply from lead_replies order by created_at`,
  )) as unknown as { rows: Array<Record<string, unknown>> };
  return rows;
}

describe("replies read from the owner's mailbox (IMAP)", () => {
  it("thread a reply by In-Reply-To onto the lead's page, without the quoted text, once", async () => {
    const id = await lead();
    const sent = await ownerEmails(id);
    expect(sent.messageId).toMatch(/^[0-9a-f-]{36}@[a-z0-9.-]+$/);
    expect(sent.replyTo).toMatch(/^replies\+[\w-]+@bluebonnet\.ai$/);
    arrives(replyMail({ inReplyTo: sent.messageId }));
    await watchMailbox({ watchMs: 0 });
    await watchMailbox({ watchMs: 0 });

    expect(await replies()).toEqual([
      expect.objectContaining({ lead_id: id, matched_by: "thread", verified: true, via: "imap" }),
    ]);
    const d = await detail(id);
    expect(d.replies).toHaveLength(1);
    expect(d.replies[0].body).toBe("Tuesday works, 10am?\n\nRae");
    expect(d.replies[0].body).not.toContain("wrote:");
    expect(d.transcript.at(-1)).toMatchObject({ sender: "email", author: "Rae Chen" });
    expect(d.activity.map((a: { kind: string }) => a.kind)).toContain("replied");
    expect(d.lead.status).toBe("Contacted");
    // The owners are told.
    expect(await countRows("notification_outbox", sql`event = 'lead.replied'`)).toBe(1);
    await deliverDueNotifications();
    expect(mailbox.mails.some((m) => m.includes("Rae Chen replied by email"))).toBe(true);
    // Nothing in the owner's mailbox was marked, moved or deleted.
    expect(imap.getMailbox("INBOX").messages).toHaveLength(1);
    expect((imap.getMailbox("INBOX").messages[0] as { flags: string[] }).flags).toEqual([]);
  });

  it("find the lead by its reply address alone", async () => {
    const id = await lead();
    const { replyTo } = await ownerEmails(id);
    arrives(replyMail({ to: replyTo, subject: "Question", body: "One more thing: pricing?" }));
    await watchMailbox({ watchMs: 0 });
    expect(await replies()).toEqual([
      expect.objectContaining({ lead_id: id, matched_by: "reply_address", verified: true }),
    ]);
  });

  it("match by the sender alone as unverified, unless the receiving server says DKIM passed; a New lead becomes Contacted", async () => {
    const id = await lead("New");
    arrives(replyMail({ subject: "Hello", body: "Saw your site, interested." }));
    arrives(
      replyMail({
        subject: "Hello again",
        body: "Signed this time.",
        headers: [
          "Authentication-Results: mx.bluebonnet.test; dkim=pass header.d=sunridge.example; spf=pass smtp.mailfrom=rae@sunridge.example",
        ],
      }),
    );
    await watchMailbox({ watchMs: 0 });
    const rows = await replies();
    expect(rows.map((r) => [r.matched_by, r.verified])).toEqual([
      ["sender", false],
      ["sender", true],
    ]);
    expect((await detail(id)).lead.status).toBe("Contacted");
  });

  it("ignore a stranger's mail: no lead made, nothing stored", async () => {
    await lead();
    arrives(replyMail({ from: "Deals <promo@newsletter.example>", subject: "50% off" }));
    await watchMailbox({ watchMs: 0 });
    expect(await replies()).toEqual([]);
    expect(await countRows("chat_summaries")).toBe(1);
  });

  it("neither miss nor repeat across restarts, and take mail arriving while it waits (IDLE)", async () => {
    const id = await lead();
    arrives(replyMail({ body: "First." }));
    await watchMailbox({ watchMs: 0 });
    arrives(replyMail({ body: "Second." }));
    arrives(replyMail({ body: "Third." }));
    // A watch that waits: a message arriving meanwhile is taken at once.
    const watching = watchMailbox({ watchMs: 3_000 });
    await new Promise((r) => setTimeout(r, 700));
    arrives(replyMail({ body: "Fourth, while it waits." }));
    await new Promise((r) => setTimeout(r, 800));
    expect((await replies()).map((r) => r.body)).toContain("Fourth, while it waits.");
    await watching;
    await watchMailbox({ watchMs: 0 });
    expect((await replies()).map((r) => r.body)).toEqual([
      "First.",
      "Second.",
      "Third.",
      "Fourth, while it waits.",
    ]);
    expect((await replies()).every((r) => r.lead_id === id)).toBe(true);
  });

  it("read a renumbered mailbox (UIDVALIDITY changed) again without repeating what it has", async () => {
    await lead();
    const first = replyMail({ body: "Before the move." });
    arrives(first);
    await watchMailbox({ watchMs: 0 });
    // The mailbox is rebuilt (a server migration): same messages, new numbers, one new message.
    const box = imap.getMailbox("INBOX");
    box.messages.length = 0;
    box.uidvalidity = 7;
    box.uidnext = 1;
    arrives(first);
    arrives(replyMail({ body: "After the move." }));
    await watchMailbox({ watchMs: 0 });
    expect((await replies()).map((r) => r.body)).toEqual(["Before the move.", "After the move."]);
  });
});

const post = (body: BodyInit, headers: Record<string, string>) =>
  inbound(
    new Request("http://localhost/api/webhooks/inbound-email", {
      method: "POST",
      headers: { "x-forwarded-for": "203.0.113.50", ...headers },
      body,
    }),
    ctx(""),
  );
const bearer = { authorization: `Bearer ${TOKEN}` };

describe("POST /api/webhooks/inbound-email", () => {
  it("takes the raw message, SendGrid's raw field and Mailgun's, and stores a message once", async () => {
    const id = await lead();
    const raw = replyMail({ body: "By the forwarder." });
    const first = await post(raw, { ...bearer, "content-type": "message/rfc822" });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: "stored" });
    // The same message again, the other way in, and as basic auth's password.
    const sendgrid = new FormData();
    sendgrid.set("to", "marcus@bluebonnet.test");
    sendgrid.set("email", raw);
    const again = await post(sendgrid, {
      authorization: `Basic ${Buffer.from(`any:${TOKEN}`).toString("base64")}`,
    });
    expect(await again.json()).toEqual({ received: true, outcome: "duplicate" });
    const mailgun = new FormData();
    mailgun.set("body-mime", replyMail({ body: "Through Mailgun." }));
    expect(await (await post(mailgun, bearer)).json()).toMatchObject({ outcome: "stored" });
    expect((await replies()).map((r) => [r.lead_id, r.body, r.via])).toEqual([
      [id, "By the forwarder.", "webhook"],
      [id, "Through Mailgun.", "webhook"],
    ]);
  });

  it("refuses a missing or wrong token (401), other bodies (415) and messages over 10 MB (413)", async () => {
    await lead();
    const raw = replyMail();
    expect((await post(raw, { "content-type": "message/rfc822" })).status).toBe(401);
    const wrong = await post(raw, {
      authorization: "Bearer not-the-token-at-all-000000",
      "content-type": "message/rfc822",
    });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.code).toBe("unauthorized");
    expect((await post("{}", { ...bearer, "content-type": "application/json" })).status).toBe(415);
    const big = `${raw}\r\n${"x".repeat(10 * 1024 * 1024)}`;
    expect((await post(big, { ...bearer, "content-type": "message/rfc822" })).status).toBe(413);
    expect(await replies()).toEqual([]);
  });

  it("keeps an HTML-only reply as plain text, with no markup or script", async () => {
    await lead();
    const html = replyMail({
      contentType: "text/html; charset=utf-8",
      body: '<div>Sounds <b>great</b> &amp; see you then.</div><script>alert("x")</script><img src="https://tracker.example/p.gif" onerror="alert(1)">',
    });
    await post(html, { ...bearer, "content-type": "message/rfc822" });
    const [stored] = await replies();
    expect(stored?.body).toBe("Sounds great & see you then.");
  });

  it("records an out-of-office answer as an auto-reply: the lead did not answer", async () => {
    const id = await lead("New");
    const ooo = replyMail({
      subject: "Automatic reply: Next steps",
      body: "I am out of the office until Monday.",
      headers: ["Auto-Submitted: auto-replied"],
    });
    expect(await (await post(ooo, { ...bearer, "content-type": "message/rfc822" })).json()).toEqual(
      {
        received: true,
        outcome: "auto_reply",
      },
    );
    const d = await detail(id);
    expect(d.replies).toEqual([expect.objectContaining({ auto_reply: true })]);
    expect(d.lead.status).toBe("New");
    expect(d.transcript.filter((m: { sender: string }) => m.sender === "email")).toEqual([]);
    expect(await countRows("notification_outbox", sql`event = 'lead.replied'`)).toBe(0);
  });

  it("cuts a very long reply at 20,000 characters, marked", async () => {
    await lead();
    await post(replyMail({ body: `${"word ".repeat(6_000)}` }), {
      ...bearer,
      "content-type": "message/rfc822",
    });
    const [stored] = await replies();
    expect(String(stored?.body).length).toBeLessThan(20_100);
    expect(String(stored?.body)).toMatch(/\[… the rest of this email was cut\]$/);
  });

  it("drops a reply from an address deleted for privacy: no lead comes back", async () => {
    const id = await lead();
    await ownerEmails(id);
    const db = await getDb();
    const { rows } = (await db.execute(
      sql`select id from users where email = 'marcus@bluebonnet.test'`,
    )) as unknown as { rows: Array<{ id: string }> };
    const user = await getPublicUserById({ id: rows[0]?.id ?? "" });
    if (!user) throw new Error("no admin");
    await deletePerson("rae@sunridge.example", user, { ip: "127.0.0.1", userAgent: null });
    const res = await post(replyMail({ body: "Still there?" }), {
      ...bearer,
      "content-type": "message/rfc822",
    });
    expect(await res.json()).toEqual({ received: true, outcome: "ignored" });
    expect(await countRows("chat_summaries")).toBe(0);
    expect(await countRows("lead_replies")).toBe(0);
  });
});
