// A person answering in the visitor's open chat: who is in it, their messages and the visitor's.
import "server-only";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { getDb } from "../client";
import { chatContexts, chatSummaries, leadMessages, users } from "../schema";

/** The conversation falls back to the assistant after this long without a message. */
export const LIVE_IDLE_MS = 10 * 60_000;

export type LiveAgent = { id: string; name: string; photo: string | null };

export type LiveLine = {
  id: string;
  sender: "user" | "agent";
  text: string;
  author: string | null;
  sentAt: Date;
};

const liveAgentOf = (row: {
  agentId: string | null;
  agentName: string | null;
  agentEmail: string | null;
  photo: string | null;
  liveAt: Date | null;
}): LiveAgent | null =>
  row.agentId && row.liveAt && Date.now() - row.liveAt.getTime() < LIVE_IDLE_MS
    ? { id: row.agentId, name: row.agentName || row.agentEmail || "", photo: row.photo }
    : null;

const liveColumns = {
  leadId: chatSummaries.id,
  agentId: chatSummaries.liveAgentId,
  agentName: users.name,
  agentEmail: users.email,
  photo: users.avatarUrl,
  liveAt: chatSummaries.liveAt,
};

/** The lead a visitor's chat session belongs to, and the person in it now (null: the assistant). */
export async function liveStateOfSession(sessionId: string) {
  const db = await getDb();
  const [row] = await db
    .select(liveColumns)
    .from(chatSummaries)
    .leftJoin(users, eq(users.id, chatSummaries.liveAgentId))
    .where(
      sql`${chatSummaries.id} = (select ${chatContexts.leadId} from ${chatContexts}
        where ${chatContexts.sessionId} = ${sessionId}) or ${chatSummaries.sessionId} = ${sessionId}`,
    )
    .limit(1);
  return row ? { leadId: row.leadId, agent: liveAgentOf(row) } : null;
}

/** The lead's live state and the chat session a reply goes to (its latest), or null: no lead. */
export async function liveStateOfLead(leadId: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      ...liveColumns,
      ownSession: chatSummaries.sessionId,
      handoffOpen: sql<boolean>`${chatSummaries.handoffRequestedAt} is not null
        and ${chatSummaries.handoffAnsweredAt} is null`,
      latestSession: sql<string | null>`(select ${chatContexts.sessionId} from ${chatContexts}
        where ${chatContexts.leadId} = ${chatSummaries.id}
        order by ${chatContexts.updatedAt} desc limit 1)`,
    })
    .from(chatSummaries)
    .leftJoin(users, eq(users.id, chatSummaries.liveAgentId))
    .where(eq(chatSummaries.id, leadId))
    .limit(1);
  if (!row) return null;
  return {
    leadId,
    agent: liveAgentOf(row),
    sessionId: row.latestSession ?? row.ownSession,
    handoffOpen: row.handoffOpen,
  };
}

/** Stores a person's reply, and makes them the one in the conversation. */
export async function insertAgentMessage(input: {
  leadId: string;
  sessionId: string;
  agent: { id: string; name: string };
  text: string;
  aiDrafted?: boolean;
}): Promise<LiveLine> {
  const db = await getDb();
  const now = new Date();
  const [row] = await db
    .insert(leadMessages)
    .values({
      leadId: input.leadId,
      sessionId: input.sessionId,
      clientId: `agent-${crypto.randomUUID()}`,
      sender: "agent",
      authorName: input.agent.name,
      aiDrafted: input.aiDrafted ?? false,
      content: input.text,
      sentAt: now,
    })
    .returning({ id: leadMessages.id });
  await db
    .update(chatSummaries)
    .set({ liveAgentId: input.agent.id, liveAt: now, updatedAt: now })
    .where(eq(chatSummaries.id, input.leadId));
  if (!row) throw new Error("the reply was not stored");
  return { id: row.id, sender: "agent", text: input.text, author: input.agent.name, sentAt: now };
}

/** Stores what the visitor said while a person is in the conversation (a resend is harmless:
 * the later lead save carries the same message id). Null when it was stored already. */
export async function insertVisitorMessage(input: {
  leadId: string;
  sessionId: string;
  clientId: string;
  text: string;
}): Promise<LiveLine | null> {
  const db = await getDb();
  const now = new Date();
  const [row] = await db
    .insert(leadMessages)
    .values({
      leadId: input.leadId,
      sessionId: input.sessionId,
      clientId: input.clientId,
      sender: "user",
      content: input.text,
      sentAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: leadMessages.id });
  await db.update(chatSummaries).set({ liveAt: now }).where(eq(chatSummaries.id, input.leadId));
  return row ? { id: row.id, sender: "user", text: input.text, author: null, sentAt: now } : null;
}

/** The person leaves; the assistant answers again. False when nobody was in it. */
export async function endLive(leadId: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(chatSummaries)
    .set({ liveAgentId: null })
    .where(and(eq(chatSummaries.id, leadId), sql`${chatSummaries.liveAgentId} is not null`))
    .returning({ id: chatSummaries.id });
  return rows.length > 0;
}

/** A person's replies to this chat session after `after`: shown when the visitor comes back. */
export async function agentMessagesSince(sessionId: string, after: Date) {
  const db = await getDb();
  return db
    .select({
      id: leadMessages.id,
      text: leadMessages.content,
      author: leadMessages.authorName,
      sentAt: leadMessages.sentAt,
    })
    .from(leadMessages)
    .where(
      and(
        eq(leadMessages.sessionId, sessionId),
        eq(leadMessages.sender, "agent"),
        gt(leadMessages.sentAt, after),
      ),
    )
    .orderBy(asc(leadMessages.sentAt))
    .limit(50);
}

/** Chats worth a look now: a request for a person not yet answered, a person in the chat, or a
 * message in the last 30 minutes; requests first, then the latest. */
export async function openConversations({ assignee }: { assignee?: string } = {}) {
  const db = await getDb();
  const lastAt = sql<Date>`coalesce((select max(m.sent_at) from ${leadMessages} m
    where m.lead_id = ${chatSummaries.id}), ${chatSummaries.updatedAt})`;
  const wants = sql<boolean>`(${chatSummaries.handoffRequestedAt} is not null
    and ${chatSummaries.handoffAnsweredAt} is null)`;
  const rows = await db
    .select({
      id: chatSummaries.id,
      name: chatSummaries.contactName,
      email: chatSummaries.contactEmail,
      wantsPerson: wants,
      agentId: chatSummaries.liveAgentId,
      agentName: users.name,
      agentEmail: users.email,
      photo: users.avatarUrl,
      liveAt: chatSummaries.liveAt,
      lastAt: sql<string>`${lastAt}`,
      lastText: sql<string | null>`(select m.content from ${leadMessages} m
        where m.lead_id = ${chatSummaries.id} order by m.sent_at desc, m.created_at desc limit 1)`,
      lastSender: sql<string | null>`(select m.sender from ${leadMessages} m
        where m.lead_id = ${chatSummaries.id} order by m.sent_at desc, m.created_at desc limit 1)`,
    })
    .from(chatSummaries)
    .leftJoin(users, eq(users.id, chatSummaries.liveAgentId))
    .where(
      and(
        sql`(${chatSummaries.sessionId} is not null or exists (select 1 from ${chatContexts} c
          where c.lead_id = ${chatSummaries.id}))`,
        sql`(${wants} or ${chatSummaries.liveAt} > now() - interval '10 minutes'
          or ${lastAt} > now() - interval '30 minutes')`,
        assignee === undefined ? undefined : eq(chatSummaries.assigneeId, assignee),
      ),
    )
    .orderBy(sql`${wants} desc`, sql`${lastAt} desc`)
    .limit(50);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    wantsPerson: r.wantsPerson,
    agent: liveAgentOf(r)?.name ?? null,
    lastAt: new Date(r.lastAt),
    lastText: r.lastText,
    lastSender: r.lastSender,
  }));
}
