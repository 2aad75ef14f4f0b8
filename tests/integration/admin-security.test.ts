// Admin sign-in as an owner and an attacker meet it: two-factor codes (computed here from the
// secret, as an authenticator app would), recovery codes, the short-lived second step, the idle
// timeout, session control, password change, admins inviting admins, a throttle that cannot be
// turned against the owner, and the audit log behind all of it.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { generate } from "otplib";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as auditLog } from "@/app/api/admin/audit/route";
import { DELETE as removeAdmin } from "@/app/api/admin/users/[id]/route";
import { POST as invite, GET as listAdmins } from "@/app/api/admin/users/route";
import { POST as acceptInvite } from "@/app/api/auth/invite/route";
import { POST as loginMfa } from "@/app/api/auth/login/mfa/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logoutAll } from "@/app/api/auth/logout-all/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as mfaDisable } from "@/app/api/auth/mfa/disable/route";
import { POST as mfaEnable } from "@/app/api/auth/mfa/enable/route";
import { POST as mfaSetup } from "@/app/api/auth/mfa/setup/route";
import { POST as changePassword } from "@/app/api/auth/password/route";
import { DELETE as revokeSession } from "@/app/api/auth/sessions/[id]/route";
import { GET as listSessions } from "@/app/api/auth/sessions/route";
import { GET as verify } from "@/app/api/auth/verify/route";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db/client";
import { createAdmin } from "@/lib/db/queries/users";
import { resetDatabase } from "../helpers/db";
import { jsonRequest, uniqueIp } from "../helpers/http";

const ctx = { params: Promise.resolve({}) };
const idCtx = (id: string) => ({ params: Promise.resolve({ id }) });
const PASSWORD = "correct-horse-battery-staple";
const UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const run = randomUUID().slice(0, 8);
let n = 0;
const uniqueEmail = () => `owner@run-${run}-${++n}.bluebonnet.test`;

const post = (path: string, body: unknown, opts: { token?: string; ip?: string } = {}) =>
  jsonRequest(path, body, {
    ip: opts.ip ?? uniqueIp(),
    headers: { "user-agent": UA, ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
  });
const authed = (path: string, token: string, method = "GET") =>
  new Request(`http://localhost${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "user-agent": UA, "x-forwarded-for": uniqueIp() },
  });

async function newAdmin() {
  const email = uniqueEmail();
  const user = await createAdmin({
    email,
    name: "Marcus Reyes",
    passwordHash: await hashPassword(PASSWORD),
  });
  if (!user) throw new Error("no admin");
  return user;
}

async function signIn(email: string, ip = uniqueIp()) {
  const res = await login(post("/api/auth/login", { email, password: PASSWORD }, { ip }), ctx);
  return { res, body: await res.json() };
}

/** The code an authenticator app shows for `secret`, `offsetS` seconds from now. */
const codeFor = (secret: string, offsetS = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetS });

async function auditActions() {
  const db = await getDb();
  const { rows } = (await db.execute(
    sql`select action from audit_log order by at, id`,
  )) as unknown as { rows: Array<{ action: string }> };
  return rows.map((r) => r.action);
}

async function enrol(token: string) {
  const setup = await mfaSetup(authed("/api/auth/mfa/setup", token, "POST"), ctx);
  expect(setup.status).toBe(200);
  const { secret, otpauth_url } = await setup.json();
  expect(otpauth_url).toMatch(/^otpauth:\/\/totp\//);
  expect(otpauth_url).toContain(`secret=${secret}`);
  const enabled = await mfaEnable(
    post("/api/auth/mfa/enable", { code: await codeFor(secret) }, { token }),
    ctx,
  );
  expect(enabled.status).toBe(200);
  const { recovery_codes } = await enabled.json();
  return { secret, recoveryCodes: recovery_codes as string[] };
}

beforeEach(resetDatabase);

describe("two-factor sign-in (TOTP)", () => {
  it("enrols with a code from the secret, then signs in with password and code", async () => {
    const admin = await newAdmin();
    const { body } = await signIn(admin.email);
    const { secret, recoveryCodes } = await enrol(body.token);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // The secret is sealed at rest, and recovery codes are stored hashed.
    const db = await getDb();
    const stored = (await db.execute(
      sql`select mfa_secret from users where id = ${admin.id}`,
    )) as unknown as { rows: Array<{ mfa_secret: string }> };
    expect(stored.rows[0]?.mfa_secret).not.toContain(secret);
    const hashes = (await db.execute(sql`select code_hash from mfa_recovery_codes`)) as unknown as {
      rows: Array<{ code_hash: string }>;
    };
    expect(hashes.rows.map((r) => r.code_hash)).not.toContain(recoveryCodes[0]);

    // Password alone no longer opens a session.
    const step1 = await signIn(admin.email);
    expect(step1.res.status).toBe(200);
    expect(step1.body).toEqual({ mfa_required: true, mfa_token: expect.any(String) });
    expect(step1.body.token).toBeUndefined();
    // One step of clock drift is allowed: a phone running 30 s fast still signs in. (An older
    // code than the one that enrolled would be refused: each code's step is used only once.)
    const step2 = await loginMfa(
      post("/api/auth/login/mfa", {
        mfa_token: step1.body.mfa_token,
        code: await codeFor(secret, 30),
      }),
      ctx,
    );
    expect(step2.status).toBe(200);
    const session = await step2.json();
    expect(session.user).toEqual({ name: "Marcus Reyes", email: admin.email });
    expect((await verify(authed("/api/auth/verify", session.token), ctx)).status).toBe(200);
  });

  it("refuses a code that was already used, and a wrong one", async () => {
    const admin = await newAdmin();
    const { secret } = await enrol((await signIn(admin.email)).body.token);
    const code = await codeFor(secret, 30);
    const first = await signIn(admin.email);
    const ok = await loginMfa(
      post("/api/auth/login/mfa", { mfa_token: first.body.mfa_token, code }),
      ctx,
    );
    expect(ok.status).toBe(200);
    const second = await signIn(admin.email);
    const reused = await loginMfa(
      post("/api/auth/login/mfa", { mfa_token: second.body.mfa_token, code }),
      ctx,
    );
    expect(reused.status).toBe(401);
    const wrong = await loginMfa(
      post("/api/auth/login/mfa", { mfa_token: second.body.mfa_token, code: "000000" }),
      ctx,
    );
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.message).toMatch(/not valid/);
  });

  it("accepts a recovery code in place of a code, once", async () => {
    const admin = await newAdmin();
    const { recoveryCodes } = await enrol((await signIn(admin.email)).body.token);
    const code = (recoveryCodes[3] ?? "").toUpperCase();
    const a = await signIn(admin.email);
    const used = await loginMfa(
      post("/api/auth/login/mfa", { mfa_token: a.body.mfa_token, code }),
      ctx,
    );
    expect(used.status).toBe(200);
    const b = await signIn(admin.email);
    const again = await loginMfa(
      post("/api/auth/login/mfa", { mfa_token: b.body.mfa_token, code }),
      ctx,
    );
    expect(again.status).toBe(401);
    const state = await (await me(authed("/api/auth/me", (await used.json()).token), ctx)).json();
    expect(state).toMatchObject({ mfa_enabled: true, recovery_codes_left: 9 });
  });

  it("lets the second step expire after five minutes, and use its token once", async () => {
    const admin = await newAdmin();
    const { secret, recoveryCodes } = await enrol((await signIn(admin.email)).body.token);
    const a = await signIn(admin.email);
    const db = await getDb();
    await db.execute(sql`update mfa_challenges set expires_at = now() - interval '1 second'`);
    const late = await loginMfa(
      post("/api/auth/login/mfa", { mfa_token: a.body.mfa_token, code: await codeFor(secret) }),
      ctx,
    );
    expect(late.status).toBe(401);
    expect((await late.json()).error.message).toMatch(/expired/);
    const b = await signIn(admin.email);
    await loginMfa(
      post("/api/auth/login/mfa", { mfa_token: b.body.mfa_token, code: await codeFor(secret, 30) }),
      ctx,
    );
    // A second use of the same token fails even with a good (recovery) code.
    const replay = await loginMfa(
      post("/api/auth/login/mfa", { mfa_token: b.body.mfa_token, code: recoveryCodes[0] }),
      ctx,
    );
    expect(replay.status).toBe(401);
    expect((await replay.json()).error.message).toMatch(/expired/);
  });

  it("throttles wrong codes like passwords", async () => {
    const admin = await newAdmin();
    await enrol((await signIn(admin.email)).body.token);
    const ip = uniqueIp();
    const { body } = await signIn(admin.email, ip);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await loginMfa(
        post("/api/auth/login/mfa", { mfa_token: body.mfa_token, code: "123456" }, { ip }),
        ctx,
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("turns off with a code or the password, never with a wrong one", async () => {
    const admin = await newAdmin();
    const token = (await signIn(admin.email)).body.token;
    const { secret } = await enrol(token);
    const wrong = await mfaDisable(
      post("/api/auth/mfa/disable", { password: "not-the-password" }, { token }),
      ctx,
    );
    // 403: a wrong password here must not read as a session that ended.
    expect(wrong.status).toBe(403);
    expect((await verify(authed("/api/auth/verify", token), ctx)).status).toBe(200);
    const off = await mfaDisable(
      post("/api/auth/mfa/disable", { code: await codeFor(secret, 30) }, { token }),
      ctx,
    );
    expect(off.status).toBe(200);
    expect((await signIn(admin.email)).body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await auditActions()).toEqual(
      expect.arrayContaining(["mfa_enabled", "mfa_failed", "mfa_disabled"]),
    );
  });

  it("says a code was just used, rather than wrong, when it is the one that turned two-factor on", async () => {
    const admin = await newAdmin();
    const { secret } = await enrol((await signIn(admin.email)).body.token);
    const step1 = await signIn(admin.email);
    const res = await loginMfa(
      post("/api/auth/login/mfa", { mfa_token: step1.body.mfa_token, code: await codeFor(secret) }),
      ctx,
    );
    expect(res.status).toBe(401);
    expect((await res.json()).error.message).toBe(
      "That code was just used. Wait for the next one: your app shows a new code every 30 seconds.",
    );
  });

  it("cancels the second step after 5 wrong codes: even the right code then needs the password again", async () => {
    const admin = await newAdmin();
    const { secret } = await enrol((await signIn(admin.email)).body.token);
    const step1 = await signIn(admin.email);
    const second = (code: string) =>
      loginMfa(post("/api/auth/login/mfa", { mfa_token: step1.body.mfa_token, code }), ctx);
    // From different addresses, so the sign-in throttle (3 a minute per address) stays out of it.
    for (let i = 1; i <= 4; i++) {
      const res = await second("000000");
      expect(res.status).toBe(401);
      expect((await res.json()).error.message).toMatch(/^That code is not valid/);
    }
    const fifth = await second("000000");
    expect((await fifth.json()).error.message).toBe(
      "Too many wrong codes. Please enter your email and password again.",
    );
    const right = await second(await codeFor(secret, 30));
    expect(right.status).toBe(401);
    expect((await right.json()).error.message).toBe(
      "This sign-in has expired. Please enter your email and password again.",
    );
    // A new sign-in starts a new challenge.
    const again = await signIn(admin.email);
    const ok = await loginMfa(
      post("/api/auth/login/mfa", {
        mfa_token: again.body.mfa_token,
        code: await codeFor(secret, 30),
      }),
      ctx,
    );
    expect(ok.status).toBe(200);
  });
});

describe("sessions", () => {
  it("end after the idle timeout, with a message that says so", async () => {
    const admin = await newAdmin();
    const { token } = (await signIn(admin.email)).body;
    const db = await getDb();
    await db.execute(sql`update sessions set last_seen_at = now() - interval '29 minutes'`);
    expect((await verify(authed("/api/auth/verify", token), ctx)).status).toBe(200);
    // That request slid the timeout: 29 minutes more are fine...
    await db.execute(sql`update sessions set last_seen_at = last_seen_at - interval '29 minutes'`);
    expect((await verify(authed("/api/auth/verify", token), ctx)).status).toBe(200);
    // ...but 31 minutes without a request end the session.
    await db.execute(sql`update sessions set last_seen_at = now() - interval '31 minutes'`);
    const expired = await verify(authed("/api/auth/verify", token), ctx);
    expect(expired.status).toBe(401);
    const { error } = await expired.json();
    expect(error.code).toBe("session_expired");
    expect(error.message).toMatch(/30 minutes without activity/);
    expect((await verify(authed("/api/auth/verify", token), ctx)).status).toBe(401);
  });

  it("are listed with address and browser, and one can be revoked", async () => {
    const admin = await newAdmin();
    const laptop = (await signIn(admin.email, "203.0.113.7")).body.token;
    const phone = (await signIn(admin.email)).body.token;
    const res = await listSessions(authed("/api/auth/sessions", laptop), ctx);
    const { sessions } = await res.json();
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s: { current: boolean }) => s.current);
    expect(current).toMatchObject({ ip: "203.0.113.7", browser: "Chrome 156 on Linux" });
    const other = sessions.find((s: { current: boolean }) => !s.current);
    expect(
      (
        await revokeSession(
          authed(`/api/auth/sessions/${other.id}`, laptop, "DELETE"),
          idCtx(other.id),
        )
      ).status,
    ).toBe(204);
    expect((await verify(authed("/api/auth/verify", phone), ctx)).status).toBe(401);
    expect((await verify(authed("/api/auth/verify", laptop), ctx)).status).toBe(200);
    // Another admin's session cannot be revoked through this endpoint.
    const stranger = await newAdmin();
    const theirs = (await signIn(stranger.email)).body.token;
    const list = await (await listSessions(authed("/api/auth/sessions", theirs), ctx)).json();
    const id = list.sessions[0].id;
    expect(
      (await revokeSession(authed(`/api/auth/sessions/${id}`, laptop, "DELETE"), idCtx(id))).status,
    ).toBe(404);
  });

  it("logout-all signs out every other session", async () => {
    const admin = await newAdmin();
    const keep = (await signIn(admin.email)).body.token;
    const others = [(await signIn(admin.email)).body.token, (await signIn(admin.email)).body.token];
    const res = await logoutAll(authed("/api/auth/logout-all", keep, "POST"), ctx);
    expect(await res.json()).toEqual({ revoked: 2 });
    for (const t of others)
      expect((await verify(authed("/api/auth/verify", t), ctx)).status).toBe(401);
    expect((await verify(authed("/api/auth/verify", keep), ctx)).status).toBe(200);
  });

  it("a password change needs the current password and signs out the other sessions", async () => {
    const admin = await newAdmin();
    const keep = (await signIn(admin.email)).body.token;
    const other = (await signIn(admin.email)).body.token;
    const wrong = await changePassword(
      post(
        "/api/auth/password",
        { current_password: "nope", new_password: "a-brand-new-passphrase" },
        { token: keep },
      ),
      ctx,
    );
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error.message).toBe("Your current password is not right.");
    const short = await changePassword(
      post(
        "/api/auth/password",
        { current_password: PASSWORD, new_password: "short" },
        { token: keep },
      ),
      ctx,
    );
    expect(short.status).toBe(400);
    const ok = await changePassword(
      post(
        "/api/auth/password",
        { current_password: PASSWORD, new_password: "a-brand-new-passphrase" },
        { token: keep },
      ),
      ctx,
    );
    expect(ok.status).toBe(200);
    expect((await verify(authed("/api/auth/verify", other), ctx)).status).toBe(401);
    expect((await verify(authed("/api/auth/verify", keep), ctx)).status).toBe(200);
    const fresh = await login(
      post("/api/auth/login", { email: admin.email, password: "a-brand-new-passphrase" }),
      ctx,
    );
    expect(fresh.status).toBe(200);
  });
});

describe("admins", () => {
  it("invite another admin, who sets their own password; the last admin cannot be removed", async () => {
    const owner = await newAdmin();
    const token = (await signIn(owner.email)).body.token;
    const res = await invite(
      post("/api/admin/users", { email: "Jenna@Example.com", name: "Jenna Cole" }, { token }),
      ctx,
    );
    expect(res.status).toBe(201);
    const { invite_url } = await res.json();
    const inviteToken = new URL(invite_url).searchParams.get("invite") ?? "";
    // Before accepting, the account cannot sign in.
    expect(
      (
        await login(
          post("/api/auth/login", { email: "jenna@example.com", password: PASSWORD }),
          ctx,
        )
      ).status,
    ).toBe(401);
    const joined = await acceptInvite(
      post("/api/auth/invite", { token: inviteToken, password: "jennas-own-passphrase" }),
      ctx,
    );
    expect(joined.status).toBe(200);
    expect((await joined.json()).user).toEqual({ name: "Jenna Cole", email: "jenna@example.com" });
    // The link works once.
    const again = await acceptInvite(
      post("/api/auth/invite", { token: inviteToken, password: "another-passphrase!" }),
      ctx,
    );
    expect(again.status).toBe(404);

    const { admins } = await (await listAdmins(authed("/api/admin/users", token), ctx)).json();
    expect(admins.map((a: { email: string }) => a.email)).toEqual([
      owner.email,
      "jenna@example.com",
    ]);
    const jenna = admins.find((a: { email: string }) => a.email === "jenna@example.com");
    expect(
      (await removeAdmin(authed(`/api/admin/users/${jenna.id}`, token, "DELETE"), idCtx(jenna.id)))
        .status,
    ).toBe(204);
    const last = await removeAdmin(
      authed(`/api/admin/users/${owner.id}`, token, "DELETE"),
      idCtx(owner.id),
    );
    expect(last.status).toBe(409);
  });
});

describe("a throttle that cannot be turned against the owner", () => {
  it("lets the owner in from their usual address while strangers have spent the account's budget", async () => {
    const admin = await newAdmin();
    const home = "192.0.2.44";
    expect((await signIn(admin.email, home)).res.status).toBe(200);
    // 100 wrong guesses from 50 addresses (2 each, under every per-address step).
    for (let i = 0; i < 100; i++) {
      const ip = `198.51.${Math.floor(i / 2)}.${run.charCodeAt(0) % 200}`;
      const res = await login(
        post("/api/auth/login", { email: admin.email, password: `guess-${i}` }, { ip }),
        ctx,
      );
      expect(res.status).toBe(401);
    }
    // A new address is refused now, even with the right password...
    expect((await signIn(admin.email, "203.0.113.200")).res.status).toBe(429);
    // ...but the owner at home gets in,
    const atHome = await signIn(admin.email, home);
    expect(atHome.res.status).toBe(200);
    // and so does the browser they signed in with, on the road (it remembers the account).
    const remembered = (atHome.res.headers.getSetCookie?.() ?? [])
      .find((c) => c.startsWith("admin_device="))
      ?.split(";")[0];
    expect(remembered).toMatch(/^admin_device=[0-9a-f-]{36}\.\d+\.[A-Za-z0-9_-]{43}$/);
    // Each from a network of its own (a sign-in makes its network usual).
    const onTheRoad = (ip: string, cookie?: string) =>
      login(
        jsonRequest(
          "/api/auth/login",
          { email: admin.email, password: PASSWORD },
          { ip, headers: cookie ? { cookie } : {} },
        ),
        ctx,
      );
    // A forged cookie, or none, is a stranger's.
    expect((await onTheRoad("100.64.1.9", `${remembered?.slice(0, -3)}abc`)).status).toBe(429);
    expect((await onTheRoad("100.64.2.9")).status).toBe(429);
    expect((await onTheRoad("100.64.3.9", remembered)).status).toBe(200);
  }, 60_000);
});

describe("the audit log", () => {
  it("records each event with time, admin, address and browser, and filters by action", async () => {
    const admin = await newAdmin();
    const token = (await signIn(admin.email, "203.0.113.9")).body.token;
    await login(post("/api/auth/login", { email: admin.email, password: "wrong-one" }), ctx);
    await logoutAll(authed("/api/auth/logout-all", token, "POST"), ctx);
    const all = await (await auditLog(authed("/api/admin/audit", token), ctx)).json();
    expect(all.entries.map((e: { action: string }) => e.action)).toEqual([
      "sessions_revoked_others",
      "sign_in_failed",
      "sign_in",
    ]);
    const signInEntry = all.entries[2];
    expect(signInEntry).toMatchObject({
      actor: admin.email,
      ip: "203.0.113.9",
      browser: "Chrome 156 on Linux",
    });
    expect(Date.parse(signInEntry.at)).toBeGreaterThan(Date.now() - 60_000);
    const filtered = await (
      await auditLog(authed("/api/admin/audit?action=sign_in_failed", token), ctx)
    ).json();
    expect(filtered.entries).toHaveLength(1);
    const bad = await auditLog(authed("/api/admin/audit?action=drop_tables", token), ctx);
    expect(bad.status).toBe(400);
  });
});
