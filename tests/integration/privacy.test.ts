// Privacy requests as the owner answers them: everything stored about one email address found,
// exported as JSON and deleted (with the address typed twice), recorded in the audit log without
// the address; and the retention purge of leads without activity for LEAD_RETENTION_DAYS.
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as addNote } from "@/app/api/admin/leads/[id]/notes/route";
import { POST as erase } from "@/app/api/admin/privacy/delete/route";
import { POST as exportData } from "@/app/api/admin/privacy/export/route";
import { POST as search } from "@/app/api/admin/privacy/search/route";
import { GET as readContext } from "@/app/api/chat/context/[sessionId]/route";
import { GET as list } from "@/app/api/chat/summaries/route";
import { POST as postContact } from "@/app/api/contact/route";
import { privacySections } from "@/content/legal";
import { undoIfErased } from "@/lib/api/chat-proof";
import { refreshErasedChats } from "@/lib/chat/erased";
import { getDb } from "@/lib/db/client";
import { purgeOldChatContexts } from "@/lib/db/queries/chat";
import { purgeExpiredPersonalData } from "@/lib/privacy/retention";
import {
  contextBody,
  issueSession,
  ownSummary,
  routeCtx,
  sendContext,
  sendSummary,
  summaryBody,
  transcriptMessage,
} from "../helpers/chat";
import { resetDatabase } from "../helpers/db";
import { adminToken } from "../helpers/fixtures";
import { jsonRequest } from "../helpers/http";

let token = "";
beforeEach(async () => {
  await resetDatabase();
  token = await adminToken();
});

const post = (path: string, body: unknown, auth = true) =>
  jsonRequest(path, body, { headers: auth ? { authorization: `Bearer ${token}` } : {} });

/** POST /api/admin/privacy/delete as the signed-in owner. */
const deleteData = (body: unknown) => erase(post("/api/admin/privacy/delete", body), routeCtx);

async function rows(query: ReturnType<typeof sql>) {
  const db = await getDb();
  return ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

/** Dana talks to the chat (with a transcript), gets a note, and writes through the contact form. */
async function danaEverywhere() {
  const s = await issueSession();
  const ctx = await sendContext({
    sessionId: s.sessionId,
    sessionToken: s.sessionToken,
    context: contextBody(),
  });
  expect(ctx.status).toBeLessThan(300);
  const saved = await sendSummary(
    ownSummary(s, {
      seq: 1,
      transcript: [
        transcriptMessage("m1", "Hi, I'm Dana from Sunridge"),
        transcriptMessage("m2", "Hello Dana! How can I help?", "bot"),
      ],
    }),
  );
  expect(saved.status).toBeLessThan(300);
  const { id } = await saved.json();
  const note = await addNote(
    post(`/api/admin/leads/${id}/notes`, { body: "Called Dana, wants a quote" }),
    { params: Promise.resolve({ id }) },
  );
  expect(note.status).toBe(201);
  const contact = await postContact(
    jsonRequest("/api/contact", {
      name: "Dana Whitfield",
      email: "DANA@sunridge.example",
      company: "Sunridge Dental",
      service: "ai-solutions",
      message: "Following up on my chat",
    }),
    routeCtx,
  );
  expect(contact.status).toBe(201);
  return { leadId: id as string, session: s };
}

async function someoneElse() {
  const res = await sendSummary(
    summaryBody({
      contact_info: {
        name: "Leo Park",
        email: "leo@park.example",
        phone: "",
        company_name: "",
      },
      transcript: [transcriptMessage("m1", "Leo here")],
    }),
  );
  expect(res.status).toBeLessThan(300);
}

async function leadNames() {
  const res = await list(
    new Request("http://localhost/api/chat/summaries", {
      headers: { authorization: `Bearer ${token}` },
    }),
    routeCtx,
  );
  return (await res.json()).summaries.map((s: { contact_name: string }) => s.contact_name);
}

describe("privacy requests", () => {
  it("find and export everything stored about an address, and nothing about anyone else", async () => {
    const {
      leadId,
      session: { sessionId },
    } = await danaEverywhere();
    await someoneElse();

    const found = await search(
      post("/api/admin/privacy/search", { email: "dana@sunridge.example" }),
      routeCtx,
    );
    expect(found.status).toBe(200);
    const summary = await found.json();
    expect(summary.counts).toMatchObject({
      messages: 2,
      notes: 1,
      chatContexts: 1,
      contactMessages: 1,
      tickets: 0,
      subscribers: 0,
    });
    // The chat lead and the contact form's lead.
    expect(summary.counts.leads).toBe(2);
    expect(summary.counts.notifications).toBeGreaterThan(0);
    expect(summary.leads.map((l: { source: string }) => l.source).sort()).toEqual([
      "chat",
      "contact_form",
    ]);

    const res = await exportData(
      post("/api/admin/privacy/export", { email: " Dana@Sunridge.example " }),
      routeCtx,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = await res.json();
    expect(file.email).toBe("dana@sunridge.example");
    const chatLead = file.leads.find((l: { id: string }) => l.id === leadId);
    expect(chatLead.contactName).toBe("Dana Whitfield");
    expect(chatLead.transcript.map((m: { content: string }) => m.content)).toEqual([
      "Hi, I'm Dana from Sunridge",
      "Hello Dana! How can I help?",
    ]);
    expect(chatLead.notes[0].body).toBe("Called Dana, wants a quote");
    expect(chatLead.activity.map((a: { kind: string }) => a.kind)).toContain("note");
    expect(file.chatContexts[0]).toMatchObject({ sessionId });
    expect(file.contactMessages[0].message).toBe("Following up on my chat");
    expect(file.notifications.map((n: { event: string }) => n.event)).toContain("contact.created");
    // Leo's own words, not "Leo" alone: a random session id can hold those three letters.
    for (const his of ["Leo Park", "leo@park.example", "Leo here"]) {
      expect(JSON.stringify(file)).not.toContain(his);
    }

    // The audit log records the export with counts, never the address.
    const [entry] = await rows(
      sql`select action, details from audit_log where action = 'privacy_exported'`,
    );
    expect(entry?.details).toMatchObject({ leads: 2, messages: 2 });
    expect(JSON.stringify(entry)).not.toContain("dana");
  });

  it("delete everything about an address only when it is typed twice, and keep the rest", async () => {
    await danaEverywhere();
    await someoneElse();

    const unconfirmed = await deleteData({ email: "dana@sunridge.example" });
    expect(unconfirmed.status).toBe(400);
    const mistyped = await deleteData({
      email: "dana@sunridge.example",
      confirm: "dan@sunridge.example",
    });
    expect(mistyped.status).toBe(400);
    expect((await mistyped.json()).error.message).toBe("confirm must repeat the email address");
    expect((await leadNames()).sort()).toEqual(["Dana Whitfield", "Dana Whitfield", "Leo Park"]);

    const res = await deleteData({
      email: "dana@sunridge.example",
      confirm: "Dana@Sunridge.example",
    });
    expect(res.status).toBe(200);
    const { deleted } = await res.json();
    expect(deleted).toMatchObject({
      leads: 2,
      messages: 2,
      notes: 1,
      chatContexts: 1,
      contactMessages: 1,
      tickets: 0,
      subscribers: 0,
    });

    expect(await leadNames()).toEqual(["Leo Park"]);
    for (const table of [
      "lead_messages",
      "lead_notes",
      "lead_activity",
      "chat_contexts",
      "contact_messages",
      "notification_outbox",
    ]) {
      const left = await rows(sql`select * from ${sql.identifier(table)}`);
      expect(JSON.stringify(left), table).not.toMatch(/dana/i);
    }
    const again = await search(
      post("/api/admin/privacy/search", { email: "dana@sunridge.example" }),
      routeCtx,
    );
    expect((await again.json()).counts).toEqual({
      leads: 0,
      messages: 0,
      notes: 0,
      chatContexts: 0,
      contactMessages: 0,
      tickets: 0,
      subscribers: 0,
      notifications: 0,
    });
    const [entry] = await rows(
      sql`select actor, details from audit_log where action = 'privacy_deleted'`,
    );
    expect(entry?.details).toMatchObject({ leads: 2 });
    expect(entry?.actor).toBe("owner@bluebonnet.test");
    expect(JSON.stringify(entry?.details)).not.toMatch(/dana/i);
  });

  it("stay done when the person's browser sends its copy of the chat again", async () => {
    const { session: dana } = await danaEverywhere();
    const leo = await issueSession();
    const leoSaved = await sendSummary(
      ownSummary(leo, {
        seq: 1,
        contact_info: { name: "Leo Park", email: "leo@park.example", phone: "", company_name: "" },
      }),
    );
    expect(leoSaved.status).toBe(201);
    const res = await deleteData({
      email: "dana@sunridge.example",
      confirm: "dana@sunridge.example",
    });
    expect(res.status).toBe(200);

    // Dana's browser still remembers the chat (name, email, the conversation) and saves it.
    const resent = await sendSummary(
      ownSummary(dana, { seq: 2, transcript: [transcriptMessage("m3", "Still there?")] }),
    );
    expect(resent.status).toBe(403);
    expect((await resent.json()).error.code).toBe("chat_session_erased");
    const context = await sendContext({
      sessionId: dana.sessionId,
      sessionToken: dana.sessionToken,
      seq: 3,
      context: contextBody(),
    });
    expect(context.status).toBe(403);
    expect((await context.json()).error.code).toBe("chat_session_erased");
    const read = await readContext(
      new Request(`http://localhost/api/chat/context/${dana.sessionId}`, {
        headers: { "x-chat-session-token": dana.sessionToken },
      }),
      { params: Promise.resolve({ sessionId: dana.sessionId }) },
    );
    expect(read.status).toBe(403);
    expect(await leadNames()).toEqual(["Leo Park"]);

    // Everyone else's chat goes on; a new conversation in which Dana writes again is a new lead.
    const leoAgain = await sendSummary(
      ownSummary(leo, {
        seq: 2,
        contact_info: { name: "Leo Park", email: "leo@park.example", phone: "", company_name: "" },
      }),
    );
    expect(leoAgain.status).toBe(200);
    const fresh = await sendSummary(ownSummary(await issueSession(), { seq: 1 }));
    expect(fresh.status).toBe(201);
    expect((await leadNames()).sort()).toEqual(["Dana Whitfield", "Leo Park"]);

    // Refused as erased even with a wrong token: told "not yours", the browser would get a new
    // session and send the chat again under it.
    const forged = await sendSummary(
      ownSummary({ sessionId: dana.sessionId, sessionToken: "x".repeat(43) }, { seq: 5 }),
    );
    expect((await forged.json()).error.code).toBe("chat_session_erased");

    // The refusal outlives the browser's 30-day memory by a few days, then is let go.
    const db = await getDb();
    await db.execute(sql`update erased_chat_sessions set erased_at = now() - interval '36 days'`);
    await purgeOldChatContexts({ olderThanDays: 30 });
    await refreshErasedChats();
    const later = await sendContext({
      sessionId: dana.sessionId,
      sessionToken: dana.sessionToken,
      seq: 4,
      context: contextBody({ userInfo: {} }),
    });
    expect(later.status).toBe(200);
  });

  it("also remove what was saved under an erased chat before this server knew, and refuse it after", async () => {
    const s = await issueSession();
    const saved = await sendSummary(
      ownSummary(s, { seq: 1, transcript: [transcriptMessage("m1", "Hi, Dana here")] }),
    );
    expect(saved.status).toBe(201);
    const ctx = await sendContext({ ...s, seq: 2, context: contextBody() });
    expect(ctx.status).toBe(200);
    const other = await issueSession();
    const leo = { name: "Leo Park", email: "leo@park.example", phone: "", company_name: "" };
    expect((await sendSummary(ownSummary(other, { seq: 1, contact_info: leo }))).status).toBe(201);
    // Another instance's deletion emptied this chat without seeing these saves (they overlapped
    // it, or this instance took them before it knew). When this instance learns of it, they go.
    const db = await getDb();
    await db.execute(sql`insert into erased_chat_sessions (session_id) values (${s.sessionId})`);
    await refreshErasedChats();
    expect(await leadNames()).toEqual(["Leo Park"]);
    for (const table of ["lead_messages", "chat_contexts"]) {
      const left = await rows(sql`select * from ${sql.identifier(table)}`);
      expect(JSON.stringify(left), table).not.toContain(s.sessionId);
    }
    const again = await sendSummary(ownSummary(s, { seq: 3 }));
    expect((await again.json()).error.code).toBe("chat_session_erased");
    // A save that passed the refusal just before it is taken back once it has written.
    await expect(undoIfErased(s.sessionId)).rejects.toMatchObject({
      status: 403,
      code: "chat_session_erased",
    });
    await undoIfErased(other.sessionId);
    expect(await leadNames()).toEqual(["Leo Park"]);
  });

  it("are for admins only, and refuse a malformed address", async () => {
    const anonymous = await exportData(
      post("/api/admin/privacy/export", { email: "dana@sunridge.example" }, false),
      routeCtx,
    );
    expect(anonymous.status).toBe(401);
    const bad = await search(
      post("/api/admin/privacy/search", { email: "not an address" }),
      routeCtx,
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe("bad_request");
  });
});

describe("retention", () => {
  async function age(table: "chat_summaries" | "contact_messages", column: string, days: number) {
    const db = await getDb();
    await db.execute(
      sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = now() - make_interval(days => ${days})`,
    );
  }

  it("purges leads without activity for the set number of days, with their transcripts", async () => {
    await danaEverywhere();
    await age("chat_summaries", "updated_at", 45);
    await age("contact_messages", "created_at", 45);
    await someoneElse();

    const deleted = await purgeExpiredPersonalData(30);
    expect(deleted).toMatchObject({ leads: 2, messages: 2, notes: 1, contactMessages: 1 });
    expect(await leadNames()).toEqual(["Leo Park"]);
    expect(await rows(sql`select 1 from lead_messages`)).toHaveLength(1);
    const [entry] = await rows(
      sql`select actor, details from audit_log where action = 'retention_purged'`,
    );
    expect(entry).toMatchObject({ actor: "retention", details: { days: 30, leads: 2 } });

    // Nothing more to purge: nothing is recorded.
    await purgeExpiredPersonalData(30);
    expect(await rows(sql`select 1 from audit_log where action = 'retention_purged'`)).toHaveLength(
      1,
    );
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "keeps a lead whose save commits while the purge is choosing what to delete",
    async () => {
      const { leadId } = await danaEverywhere();
      await age("chat_summaries", "updated_at", 45);
      await age("contact_messages", "created_at", 45);
      const db = await getDb();
      let purge: Promise<unknown> | undefined;
      // Another connection's save holds the lead's row while the purge starts, then commits.
      await db.transaction(async (tx) => {
        await tx.execute(sql`update chat_summaries set updated_at = now() where id = ${leadId}`);
        purge = purgeExpiredPersonalData(30);
        await new Promise((r) => setTimeout(r, 300));
      });
      await purge;
      expect(await leadNames()).toContain("Dana Whitfield");
    },
    20_000,
  );

  it("keeps a lead the owner worked on recently, and runs once when instances race", async () => {
    const { leadId } = await danaEverywhere();
    await age("chat_summaries", "updated_at", 45);
    // A note today is activity.
    await addNote(post(`/api/admin/leads/${leadId}/notes`, { body: "Still interested" }), {
      params: Promise.resolve({ id: leadId }),
    });
    const results = await Promise.all([purgeExpiredPersonalData(30), purgeExpiredPersonalData(30)]);
    const total = results.reduce((n, r) => n + (r?.leads ?? 0), 0);
    // Only the contact form's lead had no activity.
    expect(total).toBe(1);
    expect(await leadNames()).toEqual(["Dana Whitfield"]);
  });

  it("is stated in the privacy policy when it is set", () => {
    const contact = { company: "Bluebonnet", email: "hello@example.com", address: "Austin, TX" };
    const retention = (days?: number) =>
      privacySections({ ...contact, leadRetentionDays: days })[4].paragraphs.join(" ");
    expect(retention(90)).toContain("deleted automatically 90 days after our last exchange");
    expect(retention()).not.toContain("deleted automatically");
  });
});
