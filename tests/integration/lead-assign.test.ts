// Leads assigned to admins: set and cleared on the lead (an id that is no admin is a 400), kept in
// the history by name, filtered in the inbox (me, nobody, an admin), and given to new chat leads by
// the owners' rule: one admin, or in turn among those who opted in.
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as addNote } from "@/app/api/admin/leads/[id]/notes/route";
import { GET as leadGet, PATCH as updateLead } from "@/app/api/admin/leads/[id]/route";
import { PUT as putMine } from "@/app/api/admin/pipeline/assignment/me/route";
import { PUT as putRule } from "@/app/api/admin/pipeline/assignment/route";
import { PUT as putVisibility } from "@/app/api/admin/pipeline/visibility/route";
import { GET as exportCsv } from "@/app/api/chat/summaries/export/route";
import { GET as list } from "@/app/api/chat/summaries/route";
import { hashPassword } from "@/lib/auth/password";
import { startSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { createAdmin } from "@/lib/db/queries/users";
import { issueSession, ownSummary, routeCtx, sendSummary } from "../helpers/chat";
import { resetDatabase } from "../helpers/db";
import { leadAsAdmin } from "../helpers/fixtures";
import { insertSummaries } from "../helpers/summaries";

type Admin = { id: string; token: string };
let owner: Admin;
let editor: Admin;

async function admin(email: string, name: string, role: "owner" | "editor"): Promise<Admin> {
  const user = await createAdmin({
    email,
    name,
    role,
    passwordHash: await hashPassword("correct-horse-battery-staple"),
  });
  if (!user) throw new Error("no admin");
  return { id: user.id, token: (await startSession({ userId: user.id })).token };
}

beforeEach(async () => {
  await resetDatabase();
  owner = await admin("marcus@bluebonnet.test", "Marcus Reyes", "owner");
  editor = await admin("ella@bluebonnet.test", "Ella Park", "editor");
});

const send = (
  handler: (req: Request, ctx: typeof routeCtx) => Promise<Response>,
  path: string,
  body: unknown,
  as: Admin,
  method = "PUT",
) =>
  handler(
    new Request(`http://localhost${path}`, {
      method,
      headers: { authorization: `Bearer ${as.token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    routeCtx,
  );

const assign = (leadId: string, assignee: unknown, as = owner) =>
  updateLead(
    new Request(`http://localhost/api/admin/leads/${leadId}`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${as.token}`, "content-type": "application/json" },
      body: JSON.stringify({ assignee_id: assignee }),
    }),
    { params: Promise.resolve({ id: leadId }) },
  );

async function listed(query: string, as = owner) {
  const res = await list(
    new Request(`http://localhost/api/chat/summaries?${query}`, {
      headers: { authorization: `Bearer ${as.token}` },
    }),
    routeCtx,
  );
  return res;
}
const names = async (query: string, as = owner) =>
  ((await (await listed(query, as)).json()).summaries as { contact_name: string }[])
    .map((s) => s.contact_name)
    .sort();

async function chatLead(name: string) {
  const session = await issueSession();
  const email = `${name.toLowerCase().replace(/\s+/g, ".")}@example.com`;
  const res = await sendSummary(
    ownSummary(session, { seq: 1, contact_info: { name, email, phone: "", company_name: "" } }),
  );
  expect(res.status).toBeLessThan(300);
  return (await res.json()).id as string;
}

async function assigneeOf(id: string) {
  const db = await getDb();
  const result = (await db.execute(
    sql`select assignee_id from chat_summaries where id = ${id}`,
  )) as unknown as { rows: { assignee_id: string | null }[] };
  return result.rows[0]?.assignee_id ?? null;
}

describe("assigning leads", () => {
  it("sets and clears the assignee, refuses one who is no admin, and keeps the names in history", async () => {
    const [id = ""] = await insertSummaries([{ interactionDate: "2026-12-01" }]);
    const res = await assign(id, editor.id);
    expect(res.status).toBe(200);
    expect((await res.json()).lead.assignee_id).toBe(editor.id);

    const nobody = await assign(id, "00000000-0000-4000-8000-000000000000");
    expect(nobody.status).toBe(400);
    expect((await nobody.json()).error.message).toBe("assignee_id must be an admin of this site");
    const garbled = await assign(id, "ella");
    expect(garbled.status).toBe(400);
    expect((await garbled.json()).error.message).toBe("assignee_id must be an admin's id, or null");

    // An editor works leads too: they may pass one on.
    expect((await assign(id, owner.id, editor)).status).toBe(200);
    expect((await assign(id, null)).status).toBe(200);
    const detail = await leadAsAdmin(owner.token, id);
    expect(detail.lead.assignee_id).toBeNull();
    const history = detail.activity
      .filter((a: { kind: string }) => a.kind === "assignee")
      .map((a: { from: string | null; to: string | null; actor: string }) => [
        a.from,
        a.to,
        a.actor,
      ]);
    expect(history).toEqual(
      expect.arrayContaining([
        [null, "Ella Park", "Marcus Reyes"],
        ["Ella Park", "Marcus Reyes", "Ella Park"],
        ["Marcus Reyes", null, "Marcus Reyes"],
      ]),
    );
    expect(history).toHaveLength(3);
  });

  it("the inbox shows my leads, nobody's, or one admin's", async () => {
    const [a = "", b = ""] = await insertSummaries([
      { interactionDate: "2026-12-01", contactName: "Ann Mine" },
      { interactionDate: "2026-12-01", contactName: "Bo Ellas" },
      { interactionDate: "2026-12-01", contactName: "Cy Nobody" },
    ]);
    await assign(a, owner.id);
    await assign(b, editor.id);
    expect(await names("assignee=me")).toEqual(["Ann Mine"]);
    expect(await names("assignee=me", editor)).toEqual(["Bo Ellas"]);
    expect(await names("assignee=unassigned")).toEqual(["Cy Nobody"]);
    expect(await names(`assignee=${editor.id}`)).toEqual(["Bo Ellas"]);
    const bad = await listed("assignee=someone");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe(
      "assignee must be me, unassigned or an admin's id",
    );
  });

  it("new chat leads follow the owners' rule: nobody, one admin, or in turn among those who opted in", async () => {
    expect(await assigneeOf(await chatLead("First Visitor"))).toBeNull();

    expect(
      (
        await send(
          putRule,
          "/api/admin/pipeline/assignment",
          { mode: "admin", admin_id: editor.id },
          editor,
        )
      ).status,
    ).toBe(403);
    const unknown = await send(
      putRule,
      "/api/admin/pipeline/assignment",
      { mode: "admin", admin_id: "00000000-0000-4000-8000-000000000000" },
      owner,
    );
    expect(unknown.status).toBe(400);
    expect(
      (
        await send(
          putRule,
          "/api/admin/pipeline/assignment",
          { mode: "admin", admin_id: editor.id },
          owner,
        )
      ).status,
    ).toBe(200);
    expect(await assigneeOf(await chatLead("Second Visitor"))).toBe(editor.id);

    // In turn: both opt in; each new lead goes to whoever got one longest ago.
    await send(putRule, "/api/admin/pipeline/assignment", { mode: "round_robin" }, owner);
    for (const who of [owner, editor]) {
      expect(
        (await send(putMine, "/api/admin/pipeline/assignment/me", { takes_new_leads: true }, who))
          .status,
      ).toBe(200);
    }
    const turns = [];
    for (const name of ["Third Visitor", "Fourth Visitor", "Fifth Visitor"]) {
      turns.push(await assigneeOf(await chatLead(name)));
    }
    // The editor had a lead already (the second visitor), so the owner goes first.
    expect(turns).toEqual([owner.id, editor.id, owner.id]);

    // Nobody opted in: nobody's.
    for (const who of [owner, editor]) {
      await send(putMine, "/api/admin/pipeline/assignment/me", { takes_new_leads: false }, who);
    }
    expect(await assigneeOf(await chatLead("Sixth Visitor"))).toBeNull();
  });

  it("owners can limit editors to their own leads: the rest are not found to them", async () => {
    const [mine = "", other = ""] = await insertSummaries([
      { interactionDate: "2026-12-01", contactName: "Ann Ellas" },
      { interactionDate: "2026-12-01", contactName: "Bo Other" },
    ]);
    await assign(mine, editor.id);
    const limit = (on: boolean, as: Admin) =>
      send(putVisibility, "/api/admin/pipeline/visibility", { editors_own_leads_only: on }, as);
    expect((await limit(true, editor)).status).toBe(403);
    expect((await limit(true, owner)).status).toBe(200);

    expect(await names("", editor)).toEqual(["Ann Ellas"]);
    expect(await names("assignee=unassigned", editor)).toEqual(["Ann Ellas"]);
    expect(await names("")).toEqual(["Ann Ellas", "Bo Other"]);
    const get = (id: string, as: Admin) =>
      leadGet(
        new Request(`http://localhost/api/admin/leads/${id}`, {
          headers: { authorization: `Bearer ${as.token}` },
        }),
        { params: Promise.resolve({ id }) },
      );
    expect((await get(mine, editor)).status).toBe(200);
    expect((await get(other, editor)).status).toBe(404);
    expect((await get(other, owner)).status).toBe(200);
    expect((await assign(other, editor.id, editor)).status).toBe(404);
    const note = await addNote(
      new Request(`http://localhost/api/admin/leads/${other}/notes`, {
        method: "POST",
        headers: { authorization: `Bearer ${editor.token}`, "content-type": "application/json" },
        body: JSON.stringify({ body: "Peeking" }),
      }),
      { params: Promise.resolve({ id: other }) },
    );
    expect(note.status).toBe(404);
    const csv = await (
      await exportCsv(
        new Request("http://localhost/api/chat/summaries/export", {
          headers: { authorization: `Bearer ${editor.token}` },
        }),
        routeCtx,
      )
    ).text();
    expect(csv).toContain("Ann Ellas");
    expect(csv).not.toContain("Bo Other");

    // Lifted: every lead again.
    await limit(false, owner);
    expect(await names("", editor)).toEqual(["Ann Ellas", "Bo Other"]);
  });
});
