// The admin's own email (a real SMTP server, smtp-server): "Forgot password?" links, which set a
// new password once within 30 minutes and sign the admin out everywhere (the answer never tells
// whether an email has an account), and the owners' security alerts.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as invite } from "@/app/api/admin/users/route";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as reset } from "@/app/api/auth/reset-password/route";
import { GET as verify } from "@/app/api/auth/verify/route";
import { inviteAdmin } from "@/lib/auth/invites";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db/client";
import { createAdmin } from "@/lib/db/queries/users";
import { deliverDueNotifications } from "@/lib/notify/deliver";
import { resetDatabase } from "../helpers/db";
import { jsonRequest } from "../helpers/http";
import { TEST_PORTS } from "../helpers/ports";
import { startMailbox } from "../helpers/smtp";

const ctx = { params: Promise.resolve({}) };
const PASSWORD = "correct-horse-battery-staple";
const run = randomUUID().slice(0, 8);
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let mails: string[] = [];

// SMTP_URL of the integration tests (vitest.config.ts).
beforeAll(async () => {
  mailbox = await startMailbox(TEST_PORTS.smtp);
  mails = mailbox.mails;
});
afterAll(() => mailbox.close());
beforeEach(async () => {
  await resetDatabase();
  mails.length = 0;
  vi.spyOn(console, "info").mockImplementation(() => {});
});

const ANSWER =
  "If an admin account uses that email, a link to choose a new password is on its way. It works for 30 minutes.";

async function owner(label: string) {
  const user = await createAdmin({
    email: `${label}@run-${run}.bluebonnet.test`,
    name: "Olivia Owner",
    passwordHash: await hashPassword(PASSWORD),
  });
  if (!user) throw new Error("no admin");
  return user;
}

const ask = (email: string) => forgot(jsonRequest("/api/auth/forgot-password", { email }), ctx);
const choose = (token: string, password: string) =>
  reset(jsonRequest("/api/auth/reset-password", { token, password }), ctx);
const signIn = (email: string, password: string) =>
  login(jsonRequest("/api/auth/login", { email, password }), ctx);
const linkIn = (mail: string) =>
  // The mail is quoted-printable: soft line breaks and "=3D" for "=".
  /\/admin\?reset=([A-Za-z0-9_-]{43})/.exec(
    mail.replace(/=\r?\n/g, "").replace(/=3D/g, "="),
  )?.[1] ?? "";

describe("forgot password", () => {
  it("mails a link that sets a new password once and ends every session", async () => {
    const admin = await owner("olivia");
    const before = (await (await signIn(admin.email, PASSWORD)).json()).token as string;

    const res = await ask(admin.email.toUpperCase());
    expect(res.status).toBe(202);
    expect((await res.json()).message).toBe(ANSWER);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${admin.email}`);
    expect(mails[0]).toMatch(/Subject: Choose a new password for the .+ admin/);
    const token = linkIn(mails[0] ?? "");
    expect(token).not.toBe("");

    const done = await choose(token, "a-brand-new-passphrase");
    expect(done.status).toBe(200);
    // Signed out everywhere; the old password no longer works, the new one does.
    const old = await verify(
      new Request("http://localhost/api/auth/verify", {
        headers: { authorization: `Bearer ${before}` },
      }),
      ctx,
    );
    expect(old.status).toBe(401);
    expect((await signIn(admin.email, PASSWORD)).status).toBe(401);
    expect((await signIn(admin.email, "a-brand-new-passphrase")).status).toBe(200);

    const again = await choose(token, "yet-another-passphrase");
    expect(again.status).toBe(404);
    expect((await again.json()).error.message).toBe(
      "This link has expired or was already used. Ask for a new one from the sign-in page.",
    );
  });

  it("answers an unknown email and a pending invitation the same way, and mails neither", async () => {
    const unknown = await ask(`nobody@run-${run}.bluebonnet.test`);
    expect(unknown.status).toBe(202);
    expect((await unknown.json()).message).toBe(ANSWER);
    const invited = await inviteAdmin({
      email: `pending@run-${run}.bluebonnet.test`,
      name: "Pending",
      role: "editor",
    });
    expect((await ask(invited?.user.email ?? "")).status).toBe(202);
    expect(mails).toHaveLength(0);
  });

  it("refuses a link after 30 minutes, and a newer link replaces an older one", async () => {
    const admin = await owner("late");
    await ask(admin.email);
    await ask(admin.email);
    expect(mails).toHaveLength(2);
    const [first, second] = mails.map(linkIn);
    expect((await choose(first ?? "", "a-brand-new-passphrase")).status).toBe(404);
    const db = await getDb();
    await db.execute(
      sql`update users set reset_expires_at = now() - interval '1 minute' where email = ${admin.email}`,
    );
    expect((await choose(second ?? "", "a-brand-new-passphrase")).status).toBe(404);
    expect((await signIn(admin.email, PASSWORD)).status).toBe(200);
  });

  it("limits how often one email is sent a link (3 an hour)", async () => {
    const admin = await owner("flood");
    for (let i = 0; i < 3; i++) expect((await ask(admin.email)).status).toBe(202);
    const fourth = await ask(admin.email);
    expect(fourth.status).toBe(429);
    expect(mails).toHaveLength(3);
  });
});

describe("owners hear about security events by email", () => {
  it("an invitation and a sign-in from a new network reach every owner", async () => {
    const a = await owner("alice");
    const b = await owner("bob");
    const tokenOf = async (email: string, ip: string) =>
      (
        await (
          await login(jsonRequest("/api/auth/login", { email, password: PASSWORD }, { ip }), ctx)
        ).json()
      ).token as string;
    const token = await tokenOf(a.email, "203.0.113.10");
    const invited = await invite(
      jsonRequest(
        "/api/admin/users",
        { email: `eve@run-${run}.bluebonnet.test`, name: "Eve" },
        { headers: { authorization: `Bearer ${token}` } },
      ),
      ctx,
    );
    expect(invited.status).toBe(201);
    // Another address in the same /24, same browser: nothing new.
    await tokenOf(a.email, "203.0.113.77");
    // Somewhere else: the owners are told.
    await tokenOf(a.email, "198.51.100.5");
    await deliverDueNotifications();

    const alerts = mails.filter((m) => m.includes("admin:"));
    // Long headers are folded onto several lines.
    const subjects = alerts.map((m) => /Subject: (.*)/.exec(m.replace(/\r?\n[ \t]+/g, " "))?.[1]);
    // Sent side by side: in no particular order.
    expect(subjects.sort()).toEqual([
      expect.stringContaining(`${a.email} invited eve@run-${run}.bluebonnet.test as an editor`),
      expect.stringContaining(`${a.email} signed in from a new address`),
    ]);
    for (const mail of alerts) {
      expect(mail).toContain(a.email);
      expect(mail).toContain(b.email);
    }
    expect(alerts.find((m) => m.includes("new address"))).toContain("From: 198.51.100.5");
  });
});
