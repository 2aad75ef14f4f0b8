// The admin's way in: POST /api/auth/login, GET /api/auth/verify, POST /api/auth/logout.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as acceptInvite } from "@/app/api/auth/invite/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as changePassword } from "@/app/api/auth/password/route";
import { GET as verify } from "@/app/api/auth/verify/route";
import { GET as listSummaries } from "@/app/api/chat/summaries/route";
import { ensureAdminFromEnv } from "@/lib/auth/admin-bootstrap";
import { inviteAdmin } from "@/lib/auth/invites";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { hashToken, SESSION_TTL_MS, startSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { createAdmin } from "@/lib/db/queries/users";
import { countRows, resetDatabase } from "../helpers/db";
import { jsonRequest, uniqueIp } from "../helpers/http";

const ctx = { params: Promise.resolve({}) };
const PASSWORD = "correct-horse-battery-staple";

// Unique per run: on a shared Redis (CI) the throttle's counters outlive the process.
const run = randomUUID().slice(0, 8);
let n = 0;
const uniqueEmail = (label = "admin") => `${label}@run-${run}-${++n}.bluebonnet.test`;

const send = (body: unknown, ip = uniqueIp()) =>
  login(jsonRequest("/api/auth/login", body, { ip }), ctx);

const bearer = (url: string, token?: string, method = "GET") =>
  new Request(`http://localhost${url}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

// Keep the audit lines out of the test output (one test below reads them).
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

async function newAdmin(name = "Marcus Reyes") {
  const email = uniqueEmail();
  const user = await createAdmin({ email, name, passwordHash: await hashPassword(PASSWORD) });
  if (!user) throw new Error("admin not created");
  return user;
}

describe("POST /api/auth/login", () => {
  beforeEach(resetDatabase);

  it("answers a right password with a token and the user, and stores only the token's hash", async () => {
    const admin = await newAdmin();
    const before = Date.now();
    const res = await send({ email: admin.email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body.user).toEqual({ name: "Marcus Reyes", email: admin.email });
    // 32 random bytes, base64url: 256 bits, well over the 128 required.
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expires = Date.parse(body.expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(SESSION_TTL_MS - 1000);
    expect(expires - before).toBeLessThanOrEqual(SESSION_TTL_MS + 5000);

    expect(await countRows("sessions", sql`token_hash = ${hashToken(body.token)}`)).toBe(1);
    expect(await countRows("sessions", sql`token_hash = ${body.token}`)).toBe(0);
  });

  it("gives two logins two different tokens", async () => {
    const admin = await newAdmin();
    const a = await (await send({ email: admin.email, password: PASSWORD })).json();
    const b = await (await send({ email: admin.email, password: PASSWORD })).json();
    expect(a.token).not.toBe(b.token);
  });

  it("answers a wrong password and an unknown email with the same 401", async () => {
    const admin = await newAdmin();
    const wrong = await send({ email: admin.email, password: "not-the-password" });
    const unknown = await send({ email: uniqueEmail("nobody"), password: PASSWORD });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongBody = await wrong.json();
    expect(wrongBody).toEqual({
      error: { code: "unauthorized", message: "Invalid email or password" },
    });
    expect(await unknown.json()).toEqual(wrongBody);
    expect(await countRows("sessions")).toBe(0);
  });

  it("spends the same hashing work on an unknown email as on a wrong password", async () => {
    const admin = await newAdmin();
    const time = async (email: string) => {
      const started = performance.now();
      await send({ email, password: "not-the-password" });
      return performance.now() - started;
    };
    await time(uniqueEmail("warmup"));
    const fastest = async (emails: string[]) => {
      let best = Number.POSITIVE_INFINITY;
      for (const email of emails) best = Math.min(best, await time(email));
      return best;
    };
    const wrong = await fastest([admin.email, admin.email, admin.email]);
    const unknown = await fastest([uniqueEmail("x"), uniqueEmail("y"), uniqueEmail("z")]);
    // Both verify one argon2id hash (tens of ms); without the dummy hash, unknown would be ~1 ms.
    // The fastest of three and a wide margin: other work on the machine slows either side.
    expect(unknown).toBeGreaterThan(wrong * 0.25);
  });

  it.each([
    [{ password: PASSWORD }, "email"],
    [{ email: "admin@bluebonnet.test" }, "password"],
    [{ email: "", password: PASSWORD }, "Email is required"],
    [{ email: "admin@bluebonnet.test", password: "" }, "Password is required"],
    [{}, "email"],
  ])("refuses %j with 400", async (body, mention) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.error.code).toBe("bad_request");
    expect(json.error.message).toContain(mention);
  });

  it("refuses a body that is not JSON with 400", async () => {
    const res = await send("{email:");
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("invalid_json");
  });

  it("slows one address guessing one account: the fourth try within a minute is refused", async () => {
    const admin = await newAdmin();
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) {
      expect((await send({ email: admin.email, password: `wrong-${i}` }, ip)).status).toBe(401);
    }
    const locked = await send({ email: admin.email, password: PASSWORD }, ip);
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const json = await locked.json();
    expect(json.error.code).toBe("rate_limited");
    expect(json.error.message).toMatch(/Too many failed login attempts/);
    // The same account from another address is not affected, nor is another account.
    expect((await send({ email: admin.email, password: PASSWORD })).status).toBe(200);
    const other = await newAdmin("Priya Natarajan");
    expect((await send({ email: other.email, password: PASSWORD }, ip)).status).toBe(200);
  });

  it("throttles an unknown email the same way, so a 429 does not reveal which accounts exist", async () => {
    const ghost = uniqueEmail("ghost");
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++)
      expect((await send({ email: ghost, password: "guess" }, ip)).status).toBe(401);
    expect((await send({ email: ghost, password: "guess" }, ip)).status).toBe(429);
  });

  it("limits one address to 20 failures across accounts", async () => {
    const admin = await newAdmin();
    // Unique to this run: on a shared Redis an address's failures outlive the process.
    const ip = `2001:db8:${run.slice(0, 4)}::${run.slice(4, 8)}`;
    for (let i = 0; i < 20; i++) {
      expect((await send({ email: uniqueEmail("spray"), password: "guess" }, ip)).status).toBe(401);
    }
    const refused = await send({ email: admin.email, password: PASSWORD }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The same account from another address still gets in.
    expect((await send({ email: admin.email, password: PASSWORD }, uniqueIp())).status).toBe(200);
  });

  it("does not count successful logins against the budget", async () => {
    const admin = await newAdmin();
    const ip = uniqueIp();
    for (let i = 0; i < 8; i++) {
      expect((await send({ email: admin.email, password: PASSWORD }, ip)).status).toBe(200);
    }
  });

  it("records a loop of throttled attempts from one address once, not once per attempt", async () => {
    const admin = await newAdmin();
    // Unique to this run: on a shared Redis an address's counts outlive the process.
    const ip = `2001:db8:${run.slice(0, 4)}:a::${run.slice(4, 8)}`;
    for (let i = 0; i < 20; i++) {
      expect((await send({ email: uniqueEmail("spray"), password: "guess" }, ip)).status).toBe(401);
    }
    // The attacker keeps going, with new emails and the real one, from addresses in the same /64.
    for (let i = 0; i < 30; i++) {
      const email = i % 3 === 0 ? admin.email : uniqueEmail("junk");
      const from = `2001:db8:${run.slice(0, 4)}:a::${(i + 1).toString(16)}`;
      expect((await send({ email, password: "guess" }, from)).status).toBe(429);
    }
    const fromThere = sql`ip like ${`2001:db8:${run.slice(0, 4)}:a::%`}`;
    expect(
      await countRows(
        "audit_log",
        sql`${fromThere} and action = 'sign_in_failed' and details->>'reason' = 'throttled'`,
      ),
    ).toBe(1);
    // Every guess that was actually checked is still recorded.
    expect(
      await countRows("audit_log", sql`${fromThere} and details->>'reason' = 'password'`),
    ).toBe(20);
  });

  it("records every success and failure in the audit log, without the password or the token", async () => {
    const admin = await newAdmin();
    const ip = uniqueIp();
    await send({ email: admin.email, password: "secret-wrong-pass" }, ip);
    const ok = await (await send({ email: admin.email, password: PASSWORD }, ip)).json();
    const db = await getDb();
    const { rows } = (await db.execute(
      sql`select action, actor, ip, details::text as details from audit_log order by at`,
    )) as unknown as { rows: Array<Record<string, string>> };
    expect(rows.map((r) => r.action)).toEqual(["sign_in_failed", "sign_in"]);
    for (const row of rows) {
      expect(row.actor).toBe(admin.email);
      expect(row.ip).toBe(ip);
      const text = JSON.stringify(row);
      expect(text).not.toContain("secret-wrong-pass");
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(ok.token);
    }
  });
});

describe("choosing a new password", () => {
  beforeEach(resetDatabase);

  const tooLong = "a-long-passphrase ".repeat(17).slice(0, 300);

  it("refuses a 300-character new password with 400 when changing it, and keeps the old one", async () => {
    const admin = await newAdmin();
    const { token } = await (await send({ email: admin.email, password: PASSWORD })).json();
    const res = await changePassword(
      jsonRequest(
        "/api/auth/password",
        { current_password: PASSWORD, new_password: tooLong },
        { headers: { authorization: `Bearer ${token}` } },
      ),
      ctx,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toContain("at most 256 characters");
    expect((await send({ email: admin.email, password: PASSWORD })).status).toBe(200);
  });

  it("refuses a 300-character password with 400 when accepting an invitation, which stays usable", async () => {
    const invited = await inviteAdmin({
      email: uniqueEmail("invitee"),
      name: "Jenna Cole",
      role: "editor",
    });
    if (!invited) throw new Error("invitation not created");
    const refused = await acceptInvite(
      jsonRequest("/api/auth/invite", { token: invited.token, password: tooLong }),
      ctx,
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toContain("at most 256 characters");
    const joined = await acceptInvite(
      jsonRequest("/api/auth/invite", { token: invited.token, password: "y".repeat(256) }),
      ctx,
    );
    expect(joined.status).toBe(200);
  });
});

describe("GET /api/auth/verify and POST /api/auth/logout", () => {
  beforeEach(resetDatabase);

  async function signIn() {
    const admin = await newAdmin();
    const res = await send({ email: admin.email, password: PASSWORD });
    return { admin, token: (await res.json()).token as string };
  }

  it("answers a valid token with the user", async () => {
    const { admin, token } = await signIn();
    const res = await verify(bearer("/api/auth/verify", token), ctx);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect((await res.json()).user).toEqual({
      name: "Marcus Reyes",
      email: admin.email,
      role: "owner",
    });
  });

  it("answers 401 without a token, with a malformed one and with an unknown one", async () => {
    const missing = await verify(bearer("/api/auth/verify"), ctx);
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toContain("Bearer");
    expect((await missing.json()).error).toEqual({
      code: "unauthorized",
      message: "Authentication required",
    });

    for (const token of ["not a token", "x".repeat(43), "Basic abc"]) {
      const res = await verify(bearer("/api/auth/verify", token), ctx);
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe("unauthorized");
    }
  });

  it("refuses a token once it has expired (12 hours)", async () => {
    const admin = await newAdmin();
    const stale = await startSession({
      userId: admin.id,
      now: new Date(Date.now() - SESSION_TTL_MS - 1000),
    });
    expect((await verify(bearer("/api/auth/verify", stale.token), ctx)).status).toBe(401);
    const fresh = await startSession({
      userId: admin.id,
      now: new Date(Date.now() - SESSION_TTL_MS + 60_000),
    });
    // In use all along (so not idle): it still works one minute before its 12 hours are up.
    const db = await getDb();
    await db.execute(
      sql`update sessions set last_seen_at = now() where token_hash = ${hashToken(fresh.token)}`,
    );
    expect((await verify(bearer("/api/auth/verify", fresh.token), ctx)).status).toBe(200);
  });

  it("revokes the token on logout: reusing it gets 401 everywhere", async () => {
    const { token } = await signIn();
    const out = await logout(bearer("/api/auth/logout", token, "POST"), ctx);
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ success: true });
    expect(await countRows("sessions", sql`revoked_at is not null`)).toBe(1);

    expect((await verify(bearer("/api/auth/verify", token), ctx)).status).toBe(401);
    expect((await listSummaries(bearer("/api/chat/summaries", token), ctx)).status).toBe(401);
    expect((await logout(bearer("/api/auth/logout", token, "POST"), ctx)).status).toBe(401);
  });

  it("logs out one session only: another login of the same admin stays valid", async () => {
    const admin = await newAdmin();
    const a = (await (await send({ email: admin.email, password: PASSWORD })).json()).token;
    const b = (await (await send({ email: admin.email, password: PASSWORD })).json()).token;
    await logout(bearer("/api/auth/logout", a, "POST"), ctx);
    expect((await verify(bearer("/api/auth/verify", a), ctx)).status).toBe(401);
    expect((await verify(bearer("/api/auth/verify", b), ctx)).status).toBe(200);
  });
});

describe("the admin pages' session cookie", () => {
  beforeEach(resetDatabase);

  const withCookie = (url: string, cookie: string, method = "GET", headers = {}) =>
    new Request(`http://localhost${url}`, { method, headers: { cookie, ...headers } });

  it("is set at sign-in, HttpOnly and SameSite=Lax, and opens the session like the bearer token", async () => {
    const admin = await newAdmin();
    const res = await send({ email: admin.email, password: PASSWORD });
    const { token } = await res.json();
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(new RegExp(`^admin_session=${token}; Expires=`));
    expect(setCookie).toContain("; Path=/; HttpOnly; SameSite=Lax");
    // The test site is plain http: no Secure flag there (it is set when SITE_URL is https).
    expect(setCookie).not.toContain("Secure");
    const cookie = `theme=dark; admin_session=${token}`;
    const res2 = await verify(withCookie("/api/auth/verify", cookie), ctx);
    expect(res2.status).toBe(200);
    expect((await res2.json()).user.email).toBe(admin.email);
  });

  it("changes nothing for another site: a cross-origin or same-site request with the cookie is 403", async () => {
    const admin = await newAdmin();
    const { token } = await (await send({ email: admin.email, password: PASSWORD })).json();
    const cookie = `admin_session=${token}`;
    const evil = await logout(
      withCookie("/api/auth/logout", cookie, "POST", { origin: "https://evil.example" }),
      ctx,
    );
    expect(evil.status).toBe(403);
    expect((await evil.json()).error.code).toBe("forbidden");
    const sibling = await logout(
      withCookie("/api/auth/logout", cookie, "POST", { "sec-fetch-site": "same-site" }),
      ctx,
    );
    expect(sibling.status).toBe(403);
    expect((await verify(withCookie("/api/auth/verify", cookie), ctx)).status).toBe(200);

    // From the admin's own page: signed out, and the browser told to forget the cookie.
    const own = await logout(
      withCookie("/api/auth/logout", cookie, "POST", {
        origin: "http://localhost",
        "sec-fetch-site": "same-origin",
      }),
      ctx,
    );
    expect(own.status).toBe(200);
    expect(own.headers.get("set-cookie")).toMatch(/^admin_session=; Expires=Thu, 01 Jan 1970/);
    expect((await verify(withCookie("/api/auth/verify", cookie), ctx)).status).toBe(401);
  });

  it("a cookie that no longer opens a session is refused and cleared", async () => {
    const res = await verify(
      withCookie("/api/auth/verify", `admin_session=${"x".repeat(43)}`),
      ctx,
    );
    expect(res.status).toBe(401);
    expect(res.headers.get("set-cookie")).toMatch(/^admin_session=; Expires=Thu, 01 Jan 1970/);
    const none = await verify(withCookie("/api/auth/verify", "theme=dark"), ctx);
    expect((await none.json()).error.message).toBe("Authentication required");
  });
});

describe("the first admin from the environment", () => {
  beforeEach(resetDatabase);

  it("is created once from ADMIN_EMAIL and ADMIN_PASSWORD, and never overwritten", async () => {
    const email = uniqueEmail("owner");
    await ensureAdminFromEnv({ email, password: PASSWORD });
    await ensureAdminFromEnv({ email: uniqueEmail("second"), password: "another-long-password" });
    expect(await countRows("users")).toBe(1);
    const res = await send({ email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect((await res.json()).user.name).toBe("Owner");
  });

  it("creates nothing when the variables are unset: there is no default account", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await ensureAdminFromEnv({ email: undefined, password: undefined });
    expect(await countRows("users")).toBe(0);
    expect(warn.mock.calls.join(" ")).toContain("No admin account yet");
  });

  it("stores an argon2id hash with the required parameters, never the password", async () => {
    const email = uniqueEmail("owner");
    await ensureAdminFromEnv({ email, password: PASSWORD });
    const db = await import("@/lib/db/client").then((m) => m.getDb());
    const result = (await db.execute(sql`select password_hash from users`)) as unknown as {
      rows: Array<{ password_hash: string }>;
    };
    const stored = result.rows[0]?.password_hash ?? "";
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain(PASSWORD);
    expect(await verifyPassword(stored, PASSWORD)).toBe(true);
  });
});
