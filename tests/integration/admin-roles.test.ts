// Owners and editors, and the password check again before what a stolen session must not do:
// every admin endpoint against both roles, step-up on each sensitive one, and the last owner.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as auditLog } from "@/app/api/admin/audit/route";
import { POST as importLeads } from "@/app/api/admin/leads/import/route";
import { GET as listLlmUsage } from "@/app/api/admin/llm-usage/route";
import { GET as overview } from "@/app/api/admin/overview/route";
import { PUT as putAssignment } from "@/app/api/admin/pipeline/assignment/route";
import { PUT as putProbabilities } from "@/app/api/admin/pipeline/probabilities/route";
import { PUT as putVisibility } from "@/app/api/admin/pipeline/visibility/route";
import { POST as privacyDelete } from "@/app/api/admin/privacy/delete/route";
import { POST as privacyExport } from "@/app/api/admin/privacy/export/route";
import { GET as privacySettings } from "@/app/api/admin/privacy/route";
import { POST as privacySearch } from "@/app/api/admin/privacy/search/route";
import { PATCH as changeRole, DELETE as removeAdmin } from "@/app/api/admin/users/[id]/route";
import { POST as invite, GET as listAdmins } from "@/app/api/admin/users/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as mfaDisable } from "@/app/api/auth/mfa/disable/route";
import { POST as mfaEnable } from "@/app/api/auth/mfa/enable/route";
import { POST as mfaSetup } from "@/app/api/auth/mfa/setup/route";
import { POST as stepUp } from "@/app/api/auth/step-up/route";
import { GET as verify } from "@/app/api/auth/verify/route";
import { GET as studioPosts } from "@/app/api/blog/posts/route";
import { GET as summaries } from "@/app/api/chat/summaries/route";
import { hashPassword } from "@/lib/auth/password";
import { startSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { createAdmin } from "@/lib/db/queries/users";
import type { AdminRole } from "@/lib/db/schema";
import { resetDatabase } from "../helpers/db";
import { uniqueIp } from "../helpers/http";

const PASSWORD = "correct-horse-battery-staple";
const run = randomUUID().slice(0, 8);
let n = 0;

type Handler = (
  req: Request,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>;

async function admin(role: AdminRole) {
  const user = await createAdmin({
    email: `${role}-${++n}@run-${run}.bluebonnet.test`,
    name: role === "owner" ? "Olivia Owner" : "Eddie Editor",
    passwordHash: await hashPassword(PASSWORD),
    role,
  });
  if (!user) throw new Error("no admin");
  const { token, sessionId } = await startSession({ userId: user.id });
  return { user, token, sessionId };
}

/** Makes the session's last password check `minutes` old. */
async function checkedAgo(sessionId: string, minutes: number) {
  const db = await getDb();
  await db.execute(
    sql`update sessions set stepped_up_at = now() - make_interval(mins => ${minutes}) where id = ${sessionId}`,
  );
}

function call(
  handler: Handler,
  method: string,
  path: string,
  token: string,
  body?: unknown,
  params = {},
) {
  return handler(
    new Request(`http://localhost${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        "x-forwarded-for": uniqueIp(),
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    }),
    { params: Promise.resolve(params) },
  );
}

const someone = "00000000-0000-4000-8000-000000000000";
const ENDPOINTS: Array<{
  name: string;
  handler: Handler;
  method: string;
  path: string;
  body?: unknown;
  params?: Record<string, string>;
  owner: boolean;
  stepUp: boolean;
}> = [
  {
    name: "list admins",
    handler: listAdmins as Handler,
    method: "GET",
    path: "/api/admin/users",
    owner: true,
    stepUp: false,
  },
  {
    name: "invite an admin",
    handler: invite as Handler,
    method: "POST",
    path: "/api/admin/users",
    body: { email: "new@x.test", name: "New" },
    owner: true,
    stepUp: true,
  },
  {
    name: "remove an admin",
    handler: removeAdmin as Handler,
    method: "DELETE",
    path: `/api/admin/users/${someone}`,
    params: { id: someone },
    owner: true,
    stepUp: true,
  },
  {
    name: "change a role",
    handler: changeRole as Handler,
    method: "PATCH",
    path: `/api/admin/users/${someone}`,
    body: { role: "owner" },
    params: { id: someone },
    owner: true,
    stepUp: true,
  },
  {
    name: "audit log",
    handler: auditLog as Handler,
    method: "GET",
    path: "/api/admin/audit",
    owner: true,
    stepUp: false,
  },
  {
    name: "retention settings",
    handler: privacySettings as Handler,
    method: "GET",
    path: "/api/admin/privacy",
    owner: true,
    stepUp: false,
  },
  {
    name: "privacy search",
    handler: privacySearch as Handler,
    method: "POST",
    path: "/api/admin/privacy/search",
    body: { email: "ann@x.test" },
    owner: true,
    stepUp: false,
  },
  {
    name: "privacy export",
    handler: privacyExport as Handler,
    method: "POST",
    path: "/api/admin/privacy/export",
    body: { email: "ann@x.test" },
    owner: true,
    stepUp: true,
  },
  {
    name: "privacy deletion",
    handler: privacyDelete as Handler,
    method: "POST",
    path: "/api/admin/privacy/delete",
    body: { email: "ann@x.test", confirm: "ann@x.test" },
    owner: true,
    stepUp: true,
  },
  {
    name: "two-factor setup",
    handler: mfaSetup as Handler,
    method: "POST",
    path: "/api/auth/mfa/setup",
    owner: false,
    stepUp: true,
  },
  {
    name: "two-factor on",
    handler: mfaEnable as Handler,
    method: "POST",
    path: "/api/auth/mfa/enable",
    body: { code: "123456" },
    owner: false,
    stepUp: true,
  },
  {
    name: "two-factor off",
    handler: mfaDisable as Handler,
    method: "POST",
    path: "/api/auth/mfa/disable",
    body: { password: PASSWORD },
    owner: false,
    stepUp: true,
  },
  {
    // A JSON body where CSV is due: a 415 for the owner, and still refused to the editor.
    name: "import leads",
    handler: importLeads as Handler,
    method: "POST",
    path: "/api/admin/leads/import?dry_run=1",
    body: "Name,Email",
    owner: true,
    stepUp: true,
  },
  {
    name: "pipeline probabilities",
    handler: putProbabilities as Handler,
    method: "PUT",
    path: "/api/admin/pipeline/probabilities",
    body: { New: 10, Contacted: 20, "Meeting booked": 40, Qualified: 60, Won: 100, Lost: 0 },
    owner: true,
    stepUp: false,
  },
  {
    name: "assignment rule",
    handler: putAssignment as Handler,
    method: "PUT",
    path: "/api/admin/pipeline/assignment",
    body: { mode: "round_robin" },
    owner: true,
    stepUp: false,
  },
  {
    name: "editors' leads",
    handler: putVisibility as Handler,
    method: "PUT",
    path: "/api/admin/pipeline/visibility",
    body: { editors_own_leads_only: false },
    owner: true,
    stepUp: false,
  },
  {
    name: "leads",
    handler: summaries as Handler,
    method: "GET",
    path: "/api/chat/summaries",
    owner: false,
    stepUp: false,
  },
  {
    name: "overview",
    handler: overview as Handler,
    method: "GET",
    path: "/api/admin/overview",
    owner: false,
    stepUp: false,
  },
  {
    name: "model usage",
    handler: listLlmUsage as Handler,
    method: "GET",
    path: "/api/admin/llm-usage",
    owner: false,
    stepUp: false,
  },
  {
    name: "studio's posts",
    handler: studioPosts as Handler,
    method: "GET",
    path: "/api/blog/posts?status=all",
    owner: false,
    stepUp: false,
  },
  {
    name: "own security settings",
    handler: me as Handler,
    method: "GET",
    path: "/api/auth/me",
    owner: false,
    stepUp: false,
  },
];

beforeEach(resetDatabase);

describe("roles on every admin endpoint", () => {
  for (const e of ENDPOINTS) {
    it(`${e.name}: ${e.owner ? "owners only" : "owners and editors"}`, async () => {
      const owner = await admin("owner");
      const editor = await admin("editor");
      const asOwner = await call(e.handler, e.method, e.path, owner.token, e.body, e.params);
      expect([401, 403]).not.toContain(asOwner.status);
      const asEditor = await call(e.handler, e.method, e.path, editor.token, e.body, e.params);
      if (e.owner) {
        expect(asEditor.status).toBe(403);
        expect((await asEditor.json()).error).toEqual({
          code: "forbidden",
          message: "Only an owner can do this. Ask an owner of the site.",
        });
      } else {
        expect([401, 403]).not.toContain(asEditor.status);
      }
    });
  }
});

describe("step-up before sensitive actions", () => {
  for (const e of ENDPOINTS.filter((x) => x.stepUp)) {
    it(`${e.name}: refused 6 minutes after the last password check, done after a new one`, async () => {
      const owner = await admin("owner");
      await checkedAgo(owner.sessionId, 6);
      const refused = await call(e.handler, e.method, e.path, owner.token, e.body, e.params);
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.code).toBe("step_up_required");

      const wrong = await call(stepUp as Handler, "POST", "/api/auth/step-up", owner.token, {
        password: "not-the-password",
      });
      expect(wrong.status).toBe(403);
      expect((await wrong.json()).error.message).toBe("That password is not right.");
      const right = await call(stepUp as Handler, "POST", "/api/auth/step-up", owner.token, {
        password: PASSWORD,
      });
      expect(right.status).toBe(200);
      const { stepped_up_until } = await right.json();
      expect(Date.parse(stepped_up_until) - Date.now()).toBeGreaterThan(4 * 60_000);

      const done = await call(e.handler, e.method, e.path, owner.token, e.body, e.params);
      expect([401, 403]).not.toContain(done.status);
    });
  }

  it("4 minutes after sign-in is recent enough; step-up asks for a password or a code, not both", async () => {
    const owner = await admin("owner");
    await checkedAgo(owner.sessionId, 4);
    const res = await call(invite as Handler, "POST", "/api/admin/users", owner.token, {
      email: "jenna@x.test",
      name: "Jenna Cole",
    });
    expect(res.status).toBe(201);
    const neither = await call(stepUp as Handler, "POST", "/api/auth/step-up", owner.token, {});
    expect(neither.status).toBe(400);
    const code = await call(stepUp as Handler, "POST", "/api/auth/step-up", owner.token, {
      code: "123456",
    });
    expect(code.status).toBe(400);
    expect((await code.json()).error.message).toBe(
      "Two-factor sign-in is off: enter your password.",
    );
  });
});

describe("owners", () => {
  it("verify says who is an owner; an invitation makes an editor unless told", async () => {
    const owner = await admin("owner");
    const res = await verify(
      new Request("http://localhost/api/auth/verify", {
        headers: { authorization: `Bearer ${owner.token}` },
      }),
      { params: Promise.resolve({}) },
    );
    expect((await res.json()).user).toMatchObject({ email: owner.user.email, role: "owner" });
    for (const [email, role] of [
      ["ed@x.test", undefined],
      ["co@x.test", "owner"],
    ] as const) {
      const body = { email, name: "Someone", ...(role ? { role } : {}) };
      expect(
        (await call(invite as Handler, "POST", "/api/admin/users", owner.token, body)).status,
      ).toBe(201);
    }
    const { admins } = await (
      await call(listAdmins as Handler, "GET", "/api/admin/users", owner.token)
    ).json();
    expect(admins.map((a: { email: string; role: string }) => [a.email, a.role])).toEqual([
      [owner.user.email, "owner"],
      ["ed@x.test", "editor"],
      ["co@x.test", "owner"],
    ]);
  });

  it("the last owner can be neither demoted nor removed; with two, one can step down", async () => {
    const a = await admin("owner");
    const editor = await admin("editor");
    const demote = (token: string, id: string, role: AdminRole) =>
      call(changeRole as Handler, "PATCH", `/api/admin/users/${id}`, token, { role }, { id });
    const lastDemoted = await demote(a.token, a.user.id, "editor");
    expect(lastDemoted.status).toBe(409);
    expect((await lastDemoted.json()).error.message).toBe(
      "The last owner cannot become an editor: make another admin an owner first.",
    );
    const lastRemoved = await call(
      removeAdmin as Handler,
      "DELETE",
      `/api/admin/users/${a.user.id}`,
      a.token,
      undefined,
      { id: a.user.id },
    );
    expect(lastRemoved.status).toBe(409);

    expect((await demote(a.token, editor.user.id, "owner")).status).toBe(200);
    expect((await demote(a.token, a.user.id, "editor")).status).toBe(200);
    // Now an editor: no longer allowed to manage admins.
    expect((await demote(a.token, editor.user.id, "editor")).status).toBe(403);
    expect((await demote(editor.token, editor.user.id, "editor")).status).toBe(409);
    const bad = await demote(editor.token, a.user.id, "admin" as AdminRole);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toContain("Role must be owner or editor");
  });
});
