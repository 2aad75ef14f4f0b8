// No lead lost, none duplicated: one lead per visitor across visits and devices, the newest
// save wins, resends are harmless, and many visitors saving at once all arrive.
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { getLeadTranscript } from "@/lib/db/queries/lead-transcript";
import {
  issueSession,
  transcriptMessage as m,
  ownSummary,
  sendSummary,
  summaryBody,
} from "../helpers/chat";
import { countRows, resetDatabase, sendBetweenLocks } from "../helpers/db";
import { uniqueIp } from "../helpers/http";

beforeEach(resetDatabase);

async function lead(id: string) {
  const db = await getDb();
  const { rows } = (await db.execute(
    sql`select contact_name, contact_email, contact_phone, company_name, services_discussed, lead_qualification, visit_count, call_to_action_offered from chat_summaries where id = ${id}`,
  )) as unknown as { rows: Array<Record<string, unknown>> };
  return rows[0];
}

const ann = { name: "Ann Lee", email: "ann@firm.com", phone: "", company_name: "" };

describe("one lead per visitor", () => {
  it("an email in the first message is a lead at once, however short the chat", async () => {
    const s = await issueSession();
    const res = await sendSummary(
      ownSummary(s, {
        seq: 1,
        contact_info: ann,
        transcript: [m("b1", "Hi! I'm Ava…", "bot"), m("u2", "I'm Ann, ann@firm.com")],
      }),
    );
    expect(res.status).toBe(201);
    expect(await countRows("chat_summaries", sql`contact_email = 'ann@firm.com'`)).toBe(1);
  });

  it("a returning visitor (same session, next day) continues the same lead, with both conversations", async () => {
    const s = await issueSession();
    const first = await sendSummary(
      ownSummary(s, {
        seq: 1,
        interaction_date: "2026-11-20",
        contact_info: ann,
        visit_count: 1,
        transcript: [m("1", "Hello", "bot"), m("2", "We need a chatbot"), m("3", "Sure!", "bot")],
      }),
    );
    const { id } = await first.json();
    const second = await sendSummary(
      ownSummary(s, {
        seq: 2,
        interaction_date: "2026-11-21",
        contact_info: ann,
        visit_count: 2,
        services_discussed: ["Custom Software"],
        transcript: [m("4", "Welcome back, Ann!", "bot"), m("5", "Also a client portal")],
      }),
    );
    expect(second.status).toBe(200);
    expect((await second.json()).id).toBe(id);
    expect(await countRows("chat_summaries")).toBe(1);
    expect(await lead(id)).toMatchObject({
      visit_count: 2,
      services_discussed: ["AI Solutions", "Custom Software"],
    });
    const transcript = await getLeadTranscript({ leadId: id });
    expect(transcript.map((t) => t.content)).toEqual([
      "Hello",
      "We need a chatbot",
      "Sure!",
      "Welcome back, Ann!",
      "Also a client portal",
    ]);
  });

  it("a save sent twice (fetch and beacon) stores its messages once", async () => {
    const s = await issueSession();
    const body = ownSummary(s, {
      seq: 1,
      contact_info: ann,
      transcript: [m("1", "Hi"), m("2", "Hello")],
    });
    const [a, b] = await Promise.all([sendSummary(body), sendSummary(body)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(await countRows("chat_summaries")).toBe(1);
    expect(await countRows("lead_messages")).toBe(2);
  });

  it("an older save arriving after a newer one does not roll the lead back", async () => {
    const s = await issueSession();
    const newer = await sendSummary(
      ownSummary(s, {
        seq: 5,
        contact_info: { ...ann, company_name: "Firm Inc" },
        call_to_action_offered: true,
        next_step: "Call to action offered",
      }),
    );
    const { id } = await newer.json();
    await sendSummary(
      ownSummary(s, { seq: 3, contact_info: { ...ann, name: "Old Name", company_name: "Old Co" } }),
    );
    expect(await lead(id)).toMatchObject({
      contact_name: "Ann Lee",
      company_name: "Firm Inc",
      call_to_action_offered: true,
    });
  });

  it("a chat keeps saving onto its lead after the owner changes it, or after the lead is erased", async () => {
    const db = await getDb();
    const s = await issueSession();
    const first = await sendSummary(ownSummary(s, { seq: 1, contact_info: ann }));
    const { id } = await first.json();
    await sendSummary(ownSummary(s, { seq: 2, contact_info: ann, transcript: [m("a", "Hi")] }));
    // The owner works the lead between two saves: their change stays, the save still lands.
    await db.execute(sql`update chat_summaries set status = 'Contacted' where id = ${id}`);
    const third = await sendSummary(
      ownSummary(s, {
        seq: 3,
        contact_info: { ...ann, company_name: "Firm Inc" },
        transcript: [m("b", "We are Firm Inc")],
      }),
    );
    expect(third.status).toBe(200);
    expect((await third.json()).id).toBe(id);
    const { rows } = (await db.execute(
      sql`select status, company_name from chat_summaries where id = ${id}`,
    )) as unknown as { rows: Array<Record<string, unknown>> };
    expect(rows[0]).toMatchObject({ status: "Contacted", company_name: "Firm Inc" });
    expect((await getLeadTranscript({ leadId: id })).map((msg) => msg.content)).toEqual(
      expect.arrayContaining(["Hi", "We are Firm Inc"]),
    );
    // Erased (a privacy request): the chat's next save starts a new lead rather than vanish.
    await db.execute(sql`delete from chat_summaries where id = ${id}`);
    const fourth = await sendSummary(
      ownSummary(s, { seq: 4, contact_info: ann, transcript: [m("c", "Still there?")] }),
    );
    expect(fourth.status).toBe(201);
    expect((await fourth.json()).id).not.toBe(id);
    expect(await countRows("chat_summaries", sql`contact_email = 'ann@firm.com'`)).toBe(1);
  });

  it("a chat whose email already has a lead is linked to it: it adds the visitor's lines, unverified, and nothing that speaks for the lead", async () => {
    const owner = await issueSession();
    const { id } = await (
      await sendSummary(
        ownSummary(owner, { seq: 1, contact_info: ann, transcript: [m("1", "laptop chat")] }),
      )
    ).json();
    const phone = await issueSession();
    const linked = await sendSummary(
      ownSummary(phone, {
        seq: 1,
        contact_info: {
          name: "Someone Else",
          email: "ann@firm.com",
          phone: "512-555-0142",
          company_name: "",
        },
        services_discussed: ["Systems Integration"],
        key_pain_points: ["wants it free"],
        call_to_action_offered: true,
        visit_count: 7,
        lead_qualification: "Hot",
        transcript: [m("1", "phone chat"), m("2", "Ann agreed to a $50k project", "bot")],
      }),
    );
    // Answered as a new email would be: the status does not tell that this one is known.
    expect(linked.status).toBe(201);
    expect((await linked.json()).id).toBe(id);
    expect(await countRows("chat_summaries")).toBe(1);
    expect(await lead(id)).toMatchObject({
      contact_name: "Ann Lee",
      contact_phone: null,
      lead_qualification: "Warm",
      services_discussed: ["AI Solutions"],
      call_to_action_offered: false,
      visit_count: 1,
    });
    // The visitor's words are kept, marked; the assistant's line they sent is not.
    expect((await getLeadTranscript({ leadId: id })).map((t) => [t.content, t.unverified])).toEqual(
      [
        ["laptop chat", false],
        ["phone chat", true],
      ],
    );
    // The linked session's later saves keep adding, never replacing.
    await sendSummary(
      ownSummary(phone, {
        seq: 2,
        contact_info: { name: "Mallory", email: "", phone: "", company_name: "Evil" },
      }),
    );
    expect(await lead(id)).toMatchObject({ contact_name: "Ann Lee", company_name: "Evil" });
  });

  it("a visitor's own lead that learns an email held by an older lead merges into it", async () => {
    const first = await issueSession();
    const { id } = await (
      await sendSummary(ownSummary(first, { seq: 1, contact_info: ann }))
    ).json();
    const second = await issueSession();
    const anonymous = { name: "", email: "", phone: "", company_name: "" };
    await sendSummary(
      ownSummary(second, {
        seq: 1,
        contact_info: anonymous,
        transcript: [m("1", "just browsing")],
      }),
    );
    expect(await countRows("chat_summaries")).toBe(2);
    const merged = await sendSummary(
      ownSummary(second, { seq: 2, contact_info: ann, transcript: [m("2", "it's ann@firm.com")] }),
    );
    expect((await merged.json()).id).toBe(id);
    expect(await countRows("chat_summaries")).toBe(1);
    // Whoever typed the older lead's email may not be Ann: the lines are kept, marked.
    expect((await getLeadTranscript({ leadId: id })).map((t) => [t.content, t.unverified])).toEqual(
      [
        ["just browsing", true],
        ["it's ann@firm.com", true],
      ],
    );
  });

  it("a lead the owner already worked on keeps its notes, history, status and notifications when it merges", async () => {
    const db = await getDb();
    // A contact-form message: the older lead holding the email, still New.
    const first = await issueSession();
    const { id: older } = await (
      await sendSummary(ownSummary(first, { seq: 1, contact_info: ann }))
    ).json();
    // A chat that gave only a phone number; the owner calls, notes it and qualifies it.
    const chat = await issueSession();
    const phoneOnly = { name: "", email: "", phone: "512-555-0142", company_name: "" };
    const { id: worked } = await (
      await sendSummary(ownSummary(chat, { seq: 1, contact_info: phoneOnly }))
    ).json();
    await db.execute(sql`
      update chat_summaries
      set status = 'Qualified', owner_qualification = 'Hot', first_contacted_at = now()
      where id = ${worked}`);
    await db.execute(sql`
      insert into lead_notes (lead_id, author_name, body) values (${worked}, 'Owner', 'Called: wants a quote')`);
    await db.execute(sql`
      insert into lead_activity (lead_id, actor, kind, from_value, to_value)
      values (${worked}, 'Owner', 'status', 'New', 'Qualified')`);
    // A notification about it still waiting to be delivered, its link naming the lead.
    await db.execute(sql`
      insert into notification_outbox (lead_id, event, channel, payload)
      values (${worked}, 'lead.updated', 'webhook', ${JSON.stringify({
        event: "lead.updated",
        test: "waiting",
        lead: { id: worked, url: `http://site.test/admin?view=lead&id=${worked}` },
      })}::jsonb)`);

    // The visitor then types the email the older lead holds: the two become one.
    const merged = await sendSummary(
      ownSummary(chat, {
        seq: 2,
        contact_info: { ...phoneOnly, email: ann.email },
        transcript: [m("2", "it's ann@firm.com")],
      }),
    );
    expect((await merged.json()).id).toBe(older);
    const { rows } = (await db.execute(sql`
      select status, owner_qualification, first_contacted_at is not null as contacted,
        (select count(*)::int from lead_notes where lead_id = s.id) as notes,
        (select count(*)::int from lead_activity where lead_id = s.id and kind = 'status') as changes,
        (select count(*)::int from notification_outbox where lead_id = s.id
          and payload->>'test' = 'waiting' and payload->'lead'->>'url' like '%id=' || s.id) as notifications,
        (select count(*)::int from notification_outbox where payload::text like ${`%${worked}%`}) as stale_links
      from chat_summaries s where id = ${older}`)) as unknown as {
      rows: Array<Record<string, unknown>>;
    };
    expect(rows[0]).toEqual({
      status: "Qualified",
      owner_qualification: "Hot",
      contacted: true,
      notes: 1,
      changes: 1,
      notifications: 1,
      stale_links: 0,
    });
    expect(await countRows("chat_summaries")).toBe(1);
  });

  it("a save beaconed before the session was issued, then sent with one on the next visit, is one lead with each message once", async () => {
    // The visitor typed their email and closed the tab while the session was still on its way:
    // the page's last beacon carries the save without a session.
    const first = [m("b1", "Hi! I'm Ava…", "bot"), m("u2", "I'm Ann, ann@firm.com")];
    const beacon = await sendSummary(summaryBody({ seq: 0, contact_info: ann, transcript: first }));
    expect(beacon.status).toBe(201);
    // A second page closed before its session came (a reload, another tab) sends it again.
    const second = await sendSummary(summaryBody({ seq: 0, contact_info: ann, transcript: first }));
    expect(second.status).toBe(201);
    expect(await countRows("lead_messages")).toBe(2);
    // Next visit: the same save, kept in the browser, goes out with the session issued now,
    // and the conversation continues.
    const s = await issueSession();
    const again = await sendSummary(
      ownSummary(s, { seq: 1, contact_info: ann, transcript: first }),
    );
    expect(again.status).toBe(201);
    const later = ownSummary(s, {
      seq: 2,
      contact_info: ann,
      transcript: [...first, m("u3", "We also want SEO help")],
    });
    expect((await sendSummary(later)).status).toBe(200);
    expect(await countRows("chat_summaries")).toBe(1);
    const { id } = await beacon.json();
    const transcript = await getLeadTranscript({ leadId: id });
    expect(transcript.map((t) => t.content)).toEqual([
      "Hi! I'm Ava…",
      "I'm Ann, ann@firm.com",
      "We also want SEO help",
    ]);
  });

  it("summaries without a session still create leads, and link by email, answering both alike", async () => {
    const made = await sendSummary(summaryBody());
    const linked = await sendSummary(summaryBody());
    expect([made.status, linked.status]).toEqual([201, 201]);
    expect(Object.keys(await linked.json()).sort()).toEqual(Object.keys(await made.json()).sort());
    expect(await countRows("chat_summaries")).toBe(1);
  });
});

describe("many visitors at once", () => {
  it("500 concurrent saves from 500 visitors: 500 leads, none lost, none duplicated", async () => {
    const sessions = await Promise.all(Array.from({ length: 500 }, () => issueSession(uniqueIp())));
    const results = await Promise.all(
      sessions.map((s, i) =>
        sendSummary(
          ownSummary(s, {
            seq: 1,
            contact_info: {
              name: "",
              email: `visitor${i}@example.com`,
              phone: "",
              company_name: "",
            },
            transcript: [m("1", `hello from ${i}`)],
          }),
          { ip: uniqueIp() },
        ),
      ),
    );
    expect(results.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    expect(await countRows("chat_summaries")).toBe(500);
    expect(await countRows("lead_messages")).toBe(500);
    const db = await getDb();
    const { rows } = (await db.execute(
      sql`select count(distinct contact_email)::int as n from chat_summaries`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(rows[0]?.n).toBe(500);
  }, 120_000);

  it("a chat's saves racing each other (fetch, beacon, autosave) keep one lead, the newest details and every message", async () => {
    const s = await issueSession();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        sendSummary(
          ownSummary(s, {
            seq: i + 1,
            contact_info: { ...ann, name: `Ann ${i + 1}` },
            visit_count: 1,
            transcript: [m(`u${i}`, `message ${i}`)],
          }),
          { ip: uniqueIp() },
        ),
      ),
    );
    expect(results.map((r) => r.status).filter((st) => st >= 300)).toEqual([]);
    expect(await countRows("chat_summaries")).toBe(1);
    expect(await countRows("lead_messages")).toBe(20);
    const ids = new Set(await Promise.all(results.map(async (r) => (await r.json()).id)));
    expect(ids.size).toBe(1);
    expect((await lead([...ids][0] as string))?.contact_name).toBe("Ann 20");
  }, 60_000);

  // Two connections at once: only a database server has them (the embedded one runs one query
  // at a time).
  it.skipIf(!process.env.DATABASE_URL)(
    "a save arriving while the chat's locked save holds its session still goes through, and so does that one",
    async () => {
      const s = await issueSession();
      const first = await sendSummary(
        ownSummary(s, { seq: 1, contact_info: ann, transcript: [m("u1", "hello")] }),
      );
      const { id } = await first.json();
      const db = await getDb();
      const { rows } = (await db.execute(
        sql`select session_id from chat_summaries where id = ${id}`,
      )) as unknown as { rows: Array<{ session_id: string }> };
      const sessionId = rows[0]?.session_id;
      expect(sessionId).toBeTruthy();
      // What a locked save does (lead-save.ts): the chat's row first, then its lead's.
      const save = await sendBetweenLocks(
        sql`select 1 from chat_contexts where session_id = ${sessionId ?? ""} for update`,
        () =>
          sendSummary(
            ownSummary(s, {
              seq: 2,
              contact_info: { ...ann, name: "Ann Second" },
              transcript: [m("u2", "again")],
            }),
          ),
        sql`select 1 from chat_summaries where id = ${id} for update`,
      );
      expect(save.status).toBe(200);
      expect((await lead(id))?.contact_name).toBe("Ann Second");
      expect(await countRows("lead_messages")).toBe(2);
    },
    20_000,
  );

  it.skipIf(!process.env.DATABASE_URL)(
    "a new chat joining an email's lead while its own locked save runs is retried when the database picks it to break a deadlock",
    async () => {
      const owner = await issueSession();
      const { id } = await (
        await sendSummary(
          ownSummary(owner, { seq: 1, contact_info: ann, transcript: [m("a1", "hi")] }),
        )
      ).json();
      const s = await issueSession();
      // The locking path of the new chat holds its session's row, then asks for the lead's; the
      // save joining the email's lead holds the lead's, then links the session: a true deadlock,
      // and the save (waiting first) is the one PostgreSQL cancels.
      const save = await sendBetweenLocks(
        sql`insert into chat_contexts (session_id, context) values (${s.sessionId}, '{}'::jsonb)
            on conflict (session_id) do update set session_id = excluded.session_id`,
        () =>
          sendSummary(
            ownSummary(s, {
              seq: 1,
              contact_info: { ...ann, company_name: "Lee & Co" },
              transcript: [m("b1", "from my phone")],
            }),
            { ip: uniqueIp() },
          ),
        sql`select 1 from chat_summaries where id = ${id} for update`,
      );
      expect(save.status).toBe(201);
      expect((await save.json()).id).toBe(id);
      expect((await lead(id))?.company_name).toBe("Lee & Co");
      expect(await countRows("chat_summaries")).toBe(1);
      expect(await countRows("lead_messages")).toBe(2);
      expect(await countRows("chat_contexts", sql`lead_id = ${id}`)).toBe(2);
    },
    20_000,
  );

  it("a chat's saves racing while its lead merges into the older lead holding its new email leave one lead with every message", async () => {
    const older = await issueSession();
    const { id } = await (
      await sendSummary(
        ownSummary(older, { seq: 1, contact_info: ann, transcript: [m("a", "hi")] }),
      )
    ).json();
    const s = await issueSession();
    const anonymous = { name: "", email: "", phone: "", company_name: "" };
    await sendSummary(
      ownSummary(s, { seq: 1, contact_info: anonymous, transcript: [m("0", "hm")] }),
    );
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        sendSummary(
          ownSummary(s, {
            seq: i + 2,
            contact_info: i % 2 ? ann : anonymous,
            transcript: [m(`r${i}`, `racing ${i}`)],
          }),
          { ip: uniqueIp() },
        ),
      ),
    );
    expect(results.map((r) => r.status).filter((st) => st >= 300)).toEqual([]);
    expect(await countRows("chat_summaries")).toBe(1);
    expect(await countRows("lead_messages", sql`lead_id = ${id}`)).toBe(10);
    expect(await countRows("chat_contexts", sql`lead_id = ${id}`)).toBe(2);
  }, 60_000);

  it.skipIf(!process.env.DATABASE_URL)(
    "a chat's own lead learning its first email claims it: another visitor's first save with that email joins it",
    async () => {
      const a = await issueSession();
      const anonymous = { name: "", email: "", phone: "", company_name: "" };
      const { id } = await (
        await sendSummary(
          ownSummary(a, { seq: 1, contact_info: anonymous, transcript: [m("1", "hi")] }),
        )
      ).json();
      const b = await issueSession();
      // While the lead's row is held, A's save (the lead learns ann's email) waits on it, and B
      // gives the same email for the first time.
      const [learned, joined] = await sendBetweenLocks(
        sql`select 1 from chat_summaries where id = ${id} for update`,
        async () => {
          const first = sendSummary(
            ownSummary(a, { seq: 2, contact_info: ann, transcript: [m("2", "ann@firm.com")] }),
          );
          await new Promise((r) => setTimeout(r, 100));
          const second = sendSummary(
            ownSummary(b, { seq: 1, contact_info: ann, transcript: [m("1", "from my phone")] }),
            { ip: uniqueIp() },
          );
          return Promise.all([first, second]);
        },
      );
      expect([learned.status, joined.status]).toEqual([200, 201]);
      expect((await joined.json()).id).toBe(id);
      expect(await countRows("chat_summaries", sql`contact_email = ${ann.email}`)).toBe(1);
      expect(await countRows("lead_messages", sql`lead_id = ${id}`)).toBe(3);
    },
    20_000,
  );

  it.skipIf(!process.env.DATABASE_URL)(
    "a chat's first save racing its next one, which joins another person's lead by email, leaves no lead of the chat unlinked",
    async () => {
      const owner = await issueSession();
      await sendSummary(
        ownSummary(owner, { seq: 1, contact_info: ann, transcript: [m("a", "hi")] }),
      );
      const s = await issueSession();
      const anonymous = { name: "", email: "", phone: "", company_name: "" };
      // The chat's row is held while both saves reach it: the second (joining ann's lead) and
      // the first (which would make the chat's own lead).
      const [joined, made] = await sendBetweenLocks(
        sql`insert into chat_contexts (session_id, context) values (${s.sessionId}, '{}'::jsonb)`,
        async () => {
          const second = sendSummary(
            ownSummary(s, { seq: 2, contact_info: ann, transcript: [m("2", "it's ann")] }),
          );
          await new Promise((r) => setTimeout(r, 100));
          const first = sendSummary(
            ownSummary(s, { seq: 1, contact_info: anonymous, transcript: [m("1", "hello")] }),
            { ip: uniqueIp() },
          );
          return Promise.all([second, first]);
        },
      );
      expect([joined.status, made.status].filter((st) => st >= 300)).toEqual([]);
      // Every lead made by the chat is the one it is linked to, and both lines are kept.
      expect(
        await countRows(
          "chat_summaries",
          sql`session_id = ${s.sessionId} and id not in
            (select lead_id from chat_contexts where session_id = ${s.sessionId})`,
        ),
      ).toBe(0);
      expect(await countRows("lead_messages", sql`session_id = ${s.sessionId}`)).toBe(2);
    },
    20_000,
  );

  it("visitors on several devices giving one new email at once make one lead, with every conversation", async () => {
    const sessions = await Promise.all(Array.from({ length: 10 }, () => issueSession(uniqueIp())));
    const results = await Promise.all(
      sessions.map((s, i) =>
        sendSummary(
          ownSummary(s, { seq: 1, contact_info: ann, transcript: [m("1", `device ${i}`)] }),
          { ip: uniqueIp() },
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(await countRows("chat_summaries")).toBe(1);
    expect(await countRows("lead_messages")).toBe(10);
    // One device made the lead; the nine that joined it by email are marked.
    expect(await countRows("lead_messages", sql`unverified`)).toBe(9);
    expect(await countRows("chat_contexts", sql`lead_id is not null`)).toBe(10);
  }, 60_000);
});
