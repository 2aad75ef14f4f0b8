// The newsletter against a real SMTP server (smtp-server): no oracle, double opt-in, one send per
// post, RFC 8058 one-click unsubscribe, privacy tools.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as subscribersApi } from "@/app/api/admin/newsletter/subscribers/route";
import { POST as privacyDelete } from "@/app/api/admin/privacy/delete/route";
import { POST as privacySearch } from "@/app/api/admin/privacy/search/route";
import { PATCH as patchPost } from "@/app/api/blog/posts/[slug]/route";
import { POST as createPost } from "@/app/api/blog/posts/route";
import { POST as confirm } from "@/app/api/newsletter/confirm/route";
import { POST as subscribe } from "@/app/api/newsletter/subscribe/route";
import {
  POST as unsubscribe,
  GET as unsubscribeLink,
} from "@/app/api/newsletter/unsubscribe/route";
import { publishDueContent } from "@/lib/content/scheduled";
import { sendDueIssues } from "@/lib/newsletter/send";
import { deliverDueNotifications } from "@/lib/notify/deliver";
import { countRows, resetDatabase } from "../helpers/db";
import { adminToken } from "../helpers/fixtures";
import { jsonRequest, uniqueIp } from "../helpers/http";
import { TEST_PORTS } from "../helpers/ports";
import { startMailbox } from "../helpers/smtp";

const ctx = { params: Promise.resolve({}) };
const slugCtx = (slug: string) => ({ params: Promise.resolve({ slug }) });
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let token = "";

// SMTP_URL of the integration tests (vitest.config.ts).
beforeAll(async () => {
  mailbox = await startMailbox(TEST_PORTS.smtp);
});
afterAll(() => mailbox.close());
beforeEach(async () => {
  await resetDatabase();
  mailbox.mails.length = 0;
  token = await adminToken();
});

/** The mail, its quoted-printable soft breaks and "=3D" undone. */
const plain = (mail: string) =>
  mail
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=")
    // Long headers are folded onto the next line (RFC 5322): unfolded here.
    .replace(/\r?\n[ \t]+/g, " ");
const mailsTo = (email: string) =>
  mailbox.mails.map(plain).filter((m) => new RegExp(`^To: ${email}`, "mi").test(m));
const confirmTokenIn = (mail: string) =>
  /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? "";
const unsubscribeTokenIn = (mail: string) =>
  /\/api\/newsletter\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? "";

const ask = (email: string) =>
  subscribe(jsonRequest("/api/newsletter/subscribe", { email, source: "/blog/x" }), ctx);

async function subscribed(email: string) {
  expect((await ask(email)).status).toBe(202);
  await deliverDueNotifications();
  const mail = mailsTo(email).at(-1) ?? "";
  const res = await confirm(
    jsonRequest("/api/newsletter/confirm", { token: confirmTokenIn(mail) }),
    ctx,
  );
  expect(res.status).toBe(200);
}

function admin(path: string, method = "GET", body?: unknown) {
  return new Request(`http://localhost${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      "x-forwarded-for": uniqueIp(),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

const publishPost = async (body: Record<string, unknown>) =>
  createPost(admin("/api/blog/posts", "POST", { content: "<p>x</p>", ...body }), ctx);

describe("subscribing", () => {
  it("answers 202 whatever the address's state, and only a new one is sent a link", async () => {
    const first = await ask("ana@example.com");
    expect(first.status).toBe(202);
    const body = await first.json();
    await deliverDueNotifications();
    expect(mailsTo("ana@example.com")).toHaveLength(1);
    // Asked again at once: the same answer, no second mail.
    const again = await ask("ANA@example.com");
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual(body);
    await deliverDueNotifications();
    expect(mailsTo("ana@example.com")).toHaveLength(1);
    // Confirmed, an address gets the same answer and nothing at all.
    const mail = mailsTo("ana@example.com")[0] ?? "";
    expect(mail).toMatch(/^Subject: Confirm your subscription/m);
    const link = confirmTokenIn(mail);
    expect(
      (await confirm(jsonRequest("/api/newsletter/confirm", { token: link }), ctx)).status,
    ).toBe(200);
    // The link works once.
    const twice = await confirm(jsonRequest("/api/newsletter/confirm", { token: link }), ctx);
    expect(twice.status).toBe(404);
    expect((await twice.json()).error.message).toMatch(/used already or has expired/);
    const known = await ask("ana@example.com");
    expect(known.status).toBe(202);
    expect(await known.json()).toEqual(body);
    await deliverDueNotifications();
    expect(mailsTo("ana@example.com")).toHaveLength(1);
  });

  it("refuses what is not an email address with 400", async () => {
    for (const email of ["", "not-an-address", "a@b", `${"x".repeat(250)}@example.com`]) {
      const res = await ask(email);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toMatch(/^email/);
    }
    const bad = await subscribe(
      jsonRequest("/api/newsletter/subscribe", {
        email: "a@example.com",
        source: "https://evil.example",
      }),
      ctx,
    );
    expect(bad.status).toBe(400);
  });

  it("never mails an address that did not confirm", async () => {
    await ask("pending@example.com");
    await subscribed("reader@example.com");
    await publishPost({ title: "Issue One", status: "published", send_newsletter: true });
    await deliverDueNotifications();
    expect(
      mailsTo("reader@example.com").filter((m) => /^Subject: Issue One/m.test(m)),
    ).toHaveLength(1);
    expect(
      mailsTo("pending@example.com").filter((m) => /^Subject: Issue One/m.test(m)),
    ).toHaveLength(0);
  });
});

describe("sending a post", () => {
  it("sends it once per subscriber with one-click unsubscribe headers, and never twice", async () => {
    await subscribed("one@example.com");
    await subscribed("two@example.com");
    const made = await publishPost({
      title: "Speed to Lead",
      excerpt: "Answer fast.",
      status: "published",
      send_newsletter: true,
    });
    expect(made.status).toBe(201);
    const { post } = await made.json();
    expect(post.newsletter_sent_at).toBeTruthy();
    await deliverDueNotifications();
    for (const email of ["one@example.com", "two@example.com"]) {
      const issues = mailsTo(email).filter((m) => /^Subject: Speed to Lead/m.test(m));
      expect(issues).toHaveLength(1);
      const mail = issues[0] ?? "";
      expect(mail).toContain("Answer fast.");
      expect(mail).toMatch(/\/blog\/speed-to-lead/);
      expect(mail).toMatch(
        /^List-Unsubscribe: <http[^>]+\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+>/m,
      );
      expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    }
    // Asked again (another instance, a retried request, a republish): nothing more.
    expect(await sendDueIssues()).toEqual([]);
    const again = await patchPost(
      admin(`/api/blog/posts/${post.slug}`, "PATCH", { send_newsletter: true }),
      slugCtx(post.slug),
    );
    expect(again.status).toBe(409);
    await patchPost(
      admin(`/api/blog/posts/${post.slug}`, "PATCH", { status: "draft" }),
      slugCtx(post.slug),
    );
    await patchPost(
      admin(`/api/blog/posts/${post.slug}`, "PATCH", { status: "published" }),
      slugCtx(post.slug),
    );
    await deliverDueNotifications();
    expect(
      mailsTo("one@example.com").filter((m) => /^Subject: Speed to Lead/m.test(m)),
    ).toHaveLength(1);
    // The owner sees the send and its counts.
    const list = await (
      await subscribersApi(admin("/api/admin/newsletter/subscribers"), ctx)
    ).json();
    expect(list.counts).toEqual({ pending: 0, confirmed: 2, unsubscribed: 0 });
  });

  it("refuses send_newsletter with a draft, and sends a scheduled post's issue when it goes live", async () => {
    await subscribed("later@example.com");
    const draft = await publishPost({ title: "Not Yet", send_newsletter: true });
    expect(draft.status).toBe(400);
    expect((await draft.json()).error.message).toMatch(
      /^send_newsletter: only when publishing or scheduling/,
    );
    const at = new Date(Date.now() + 60 * 60_000);
    const made = await publishPost({
      title: "On Schedule",
      status: "scheduled",
      publish_at: at.toISOString(),
      send_newsletter: true,
    });
    expect(made.status).toBe(201);
    expect(await sendDueIssues()).toEqual([]);
    await publishDueContent(new Date(at.getTime() + 1000));
    // The scheduler's request queues it (app/api/internal/publish-due).
    expect((await sendDueIssues()).map((s) => s.recipients)).toEqual([1]);
    await deliverDueNotifications();
    expect(
      mailsTo("later@example.com").filter((m) => /^Subject: On Schedule/m.test(m)),
    ).toHaveLength(1);
  });
});

describe("unsubscribing", () => {
  it("takes one POST from a mail client (RFC 8058), and a person's click shows a page first", async () => {
    await subscribed("leaving@example.com");
    await publishPost({ title: "Before Leaving", status: "published", send_newsletter: true });
    await deliverDueNotifications();
    const issue =
      mailsTo("leaving@example.com").find((m) => /^Subject: Before Leaving/m.test(m)) ?? "";
    const leave = unsubscribeTokenIn(issue);
    expect(leave).not.toBe("");
    const url = `http://localhost/api/newsletter/unsubscribe?token=${leave}`;
    const page = await unsubscribeLink(new Request(url), ctx);
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toMatch(/\/newsletter\/unsubscribe\?token=/);
    // The mail client's POST: a form body, from its own servers (no Origin), no sign-in.
    const res = await unsubscribe(
      new Request(url, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": uniqueIp(),
        },
        body: "List-Unsubscribe=One-Click",
      }),
      ctx,
    );
    expect(res.status).toBe(200);
    expect(
      (
        await unsubscribe(
          new Request(url, { method: "POST", headers: { "x-forwarded-for": uniqueIp() } }),
          ctx,
        )
      ).status,
    ).toBe(200);
    const unknown = await unsubscribe(
      new Request("http://localhost/api/newsletter/unsubscribe?token=nope", {
        method: "POST",
        headers: { "x-forwarded-for": uniqueIp() },
      }),
      ctx,
    );
    expect(unknown.status).toBe(404);
    await publishPost({ title: "After Leaving", status: "published", send_newsletter: true });
    await deliverDueNotifications();
    expect(
      mailsTo("leaving@example.com").filter((m) => /^Subject: After Leaving/m.test(m)),
    ).toHaveLength(0);
    const list = await (
      await subscribersApi(admin("/api/admin/newsletter/subscribers?status=unsubscribed"), ctx)
    ).json();
    expect(list.subscribers.map((s: { email: string }) => s.email)).toEqual([
      "leaving@example.com",
    ]);
  });
});

describe("privacy", () => {
  it("finds a subscriber by email, and deletes them with their queued mail", async () => {
    await subscribed("private@example.com");
    const found = await (
      await privacySearch(
        admin("/api/admin/privacy/search", "POST", { email: "private@example.com" }),
        ctx,
      )
    ).json();
    expect(found.counts.subscribers).toBe(1);
    expect(found.counts.notifications).toBe(1);
    const gone = await privacyDelete(
      admin("/api/admin/privacy/delete", "POST", {
        email: "private@example.com",
        confirm: "private@example.com",
      }),
      ctx,
    );
    expect(gone.status).toBe(200);
    expect(await countRows("newsletter_subscribers")).toBe(0);
    const after = await (
      await privacySearch(
        admin("/api/admin/privacy/search", "POST", { email: "private@example.com" }),
        ctx,
      )
    ).json();
    expect(after.counts.subscribers).toBe(0);
  });
});

it("exports the subscribers as CSV for the owner", async () => {
  await subscribed("csv@example.com");
  const res = await subscribersApi(admin("/api/admin/newsletter/subscribers?format=csv"), ctx);
  expect(res.headers.get("content-type")).toContain("text/csv");
  const text = await res.text();
  expect(text.split("\r\n")[0] ?? text.split("\n")[0]).toContain(
    "Email,Status,Signed Up,Confirmed,Unsubscribed,Source",
  );
  expect(text).toMatch(/csv@example\.com,confirmed,/);
  expect(
    (await subscribersApi(new Request("http://localhost/api/admin/newsletter/subscribers"), ctx))
      .status,
  ).toBe(401);
});
