import "server-only";
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import {
  applyLinkedSave,
  applyOwnerSave,
  type LeadFields,
  type LeadSave,
  linkedTranscript,
  mergeLeads,
  newLead,
} from "@/lib/leads/save";
import { type Database, getDb, isEmbedded } from "../client";
import { isDeadlock, isUniqueViolation } from "../errors";
import {
  chatContexts,
  chatSummaries,
  leadActivity,
  leadBookings,
  leadMessages,
  leadNotes,
  notificationOutbox,
} from "../schema";
import {
  enqueueNotifications,
  type LeadNotificationPlan,
  type LeadNotificationState,
  leadNotificationColumns,
  markLeadNotified,
} from "./notifications";

// A lead save is the one write a public endpoint makes at volume (POST /api/chat/summary), so it
// is built from as few statements as possible: on the embedded database each statement costs
// the web server's own thread about a quarter of a millisecond, on PostgreSQL a round trip.
// - A chat that already has a lead (most saves): one statement that updates the lead only if
//   nobody changed it since (its row version, xmin), appends the transcript and queues the
//   notifications, from the lead as this process last wrote it (else read first); on a
//   conflict the save is simply read and tried again.
// - A chat's first save: with an email, a short transaction holding that email's lock (two
//   visitors giving one new email must not both create a lead), one lookup and one statement
//   that creates or joins the lead; without one, a single statement. A new chat with a new
//   email (nearly every first save) skips the transaction: one statement takes the lock,
//   checks and creates.
// - The rare rest (a visitor's lead learning an email another lead holds: merge) runs as one
//   transaction that locks what it reads.

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Runner = Database | Tx;

/** What a save reads of a lead: its fields, and what a notification about it needs. */
const leadColumns = {
  ...leadNotificationColumns,
  sessionId: chatSummaries.sessionId,
  seq: chatSummaries.seq,
};
type StoredLead = LeadNotificationState & LeadFields & { sessionId: string | null };
/** A lead as read, with its row version: a write that names it fails if the row changed. */
type VersionedLead = StoredLead & { version: string };
const rowVersion = sql<string>`${chatSummaries}.xmin::text`;

/** A save that lost a race and is read and tried again. */
class RetrySave extends Error {}

/**
 * `first`: this save gave its chat (or, without a session, itself) a lead, new or an existing
 * one holding its email; the answer says only that, so it cannot tell whether an email is known.
 */
export type SavedLead = { id: string; created: boolean; first: boolean; notified: boolean };
export type PlanNotifications = (lead: LeadNotificationState) => LeadNotificationPlan | null;
type PlanFor = (lead: StoredLead) => LeadNotificationPlan | null;

/** The lead of this session (its own, or the one it joined), or null before its first save. */
function sessionLeadQuery(db: Database) {
  return db
    .select({ ...leadColumns, version: rowVersion })
    .from(chatContexts)
    .innerJoin(chatSummaries, eq(chatSummaries.id, chatContexts.leadId))
    .where(eq(chatContexts.sessionId, sql.placeholder("sessionId")))
    .limit(1)
    .prepare("session_lead");
}
// Built once per database: every chat save reads its lead, and building the query costs the
// server's thread more than sending it.
const sessionLeadQueries = new WeakMap<Database, ReturnType<typeof sessionLeadQuery>>();

async function readSessionLead(db: Database, sessionId: string): Promise<VersionedLead | null> {
  let query = sessionLeadQueries.get(db);
  if (!query) {
    query = sessionLeadQuery(db);
    sessionLeadQueries.set(db, query);
  }
  const [row] = await query.execute({ sessionId });
  return row ?? null;
}

// Each chat's lead as this process last wrote it, with the row version its write returned, so
// the chat's next save skips the read. Safe with other writers (the owner, another instance, a
// merge): the write names that version, and a lead changed or deleted since makes it fail,
// drop the entry and read again. Bounded: the oldest entries go first.
const RECENT_MAX = 5000;
const recentLeads = new WeakMap<Database, Map<string, VersionedLead>>();

function recent(db: Database): Map<string, VersionedLead> {
  let map = recentLeads.get(db);
  if (!map) {
    map = new Map();
    recentLeads.set(db, map);
  }
  return map;
}

function remember(db: Database, sessionId: string | null, lead: VersionedLead | null) {
  if (!sessionId) return;
  const map = recent(db);
  map.delete(sessionId);
  if (!lead) return;
  map.set(sessionId, lead);
  if (map.size > RECENT_MAX) map.delete(map.keys().next().value as string);
}

/** A lead as a write leaves it: its new fields, the notifications it marked, its new version. */
function written(
  lead: StoredLead,
  plan: LeadNotificationPlan | null,
  version: string | null,
  at: Date,
): VersionedLead | null {
  if (!version) return null;
  return {
    ...lead,
    notifiedContactAt: plan?.markContact ? at : lead.notifiedContactAt,
    notifiedHotAt: plan?.markHot ? at : lead.notifiedHotAt,
    handoffNotifiedAt: plan?.markHandoff ? at : lead.handoffNotifiedAt,
    version,
  };
}

async function lockLead(tx: Tx, id: string): Promise<VersionedLead | null> {
  const [row] = await tx
    .select({ ...leadColumns, version: rowVersion })
    .from(chatSummaries)
    .where(eq(chatSummaries.id, id))
    .for("update");
  return row ?? null;
}

/** The newest lead holding this email, other than `except`. */
async function leadByEmail(db: Runner, email: string, except?: string) {
  const [row] = await db
    .select({ id: chatSummaries.id })
    .from(chatSummaries)
    .where(
      and(eq(chatSummaries.contactEmail, email), except ? ne(chatSummaries.id, except) : undefined),
    )
    .orderBy(desc(chatSummaries.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Two saves naming the same new email must not both create a lead: one waits for the other.
 * (On the embedded database a transaction runs alone: nothing to wait for.) The key is the one
 * lead_email_unclaimed() takes (migration 0011): a first save in one statement waits here too.
 */
export async function lockEmail(tx: Tx, email: string) {
  if (isEmbedded()) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead-email:${email}`}))`);
}

/** The SET list of a lead's fields; a request for a person the plan announces is marked too. */
function fieldAssignments(f: LeadFields, plan: LeadNotificationPlan | null): SQL {
  return sql`handoff_requested_at = ${f.handoffRequestedAt}, handoff_message = ${f.handoffMessage},
    handoff_answered_at = ${f.handoffAnsweredAt},
    handoff_notified_at = ${plan?.markHandoff ? sql`now()` : f.handoffNotifiedAt},
    interaction_date = ${f.interactionDate}, contact_name = ${f.contactName},
    contact_email = ${f.contactEmail}, contact_phone = ${f.contactPhone},
    company_name = ${f.companyName}, lead_qualification = ${f.leadQualification},
    services_discussed = ${sql.param(f.servicesDiscussed)}::text[],
    key_pain_points = ${sql.param(f.keyPainPoints)}::text[],
    chat_summary = ${f.chatSummary}, call_to_action_offered = ${f.callToActionOffered},
    next_step = ${f.nextStep}, visit_count = ${f.visitCount}, seq = ${f.seq},
    attribution = ${f.attribution ? JSON.stringify(f.attribution) : null}::jsonb`;
}

const markAssignments = (plan: LeadNotificationPlan | null): SQL =>
  sql.raw(
    [
      plan?.markContact ? ", notified_contact_at = now()" : "",
      plan?.markHot ? ", notified_hot_at = now()" : "",
    ].join(""),
  );

/**
 * A save onto a lead that is not its session's own: another session's, or any save without a
 * session (whose resends the (session, message) key cannot tell apart).
 */
const isLinked = (lead: { sessionId: string | null }, save: LeadSave) =>
  save.sessionId === null || lead.sessionId !== save.sessionId;

/**
 * On a lead the save is linked to (not its session's own): a message the lead already holds
 * from another session, or from none (the beacon of a tab closed before its session was
 * issued), is not stored again. Only there: the lookup is the lead's messages, by its index.
 */
const heldElsewhere = sql`where not exists (select 1 from ${leadMessages} x
  where x.lead_id = (select id from lead) and x.client_id = m.client_id
    and x.sender = m.sender and x.content = m.content)`;

/**
 * What follows a lead's row in the same statement (as `lead`, a CTE of its id): the session
 * linked to it, its transcript appended (a resent message stored once), its notifications queued.
 */
function followUps(
  save: LeadSave,
  plan: LeadNotificationPlan | null,
  { linked = false }: { linked?: boolean } = {},
): SQL {
  const parts: SQL[] = [];
  if (save.sessionId) {
    // Only when the session is not linked to this lead yet: an upsert locks the session's row
    // even when it changes nothing, and this statement holds the lead's row by then, the reverse
    // of the locking path (saveLockedLead: the session's row, then the lead's), which deadlocked
    // when a chat's saves raced both ways on PostgreSQL.
    parts.push(sql`, linked as (
      insert into ${chatContexts} (session_id, context, lead_id)
      select ${save.sessionId}, '{}'::jsonb, lead.id from lead
      where not exists (select 1 from ${chatContexts} c
        where c.session_id = ${save.sessionId} and c.lead_id = lead.id)
      on conflict (session_id) do update set lead_id = excluded.lead_id
        where ${chatContexts}.lead_id is distinct from excluded.lead_id)`);
  }
  // A linked save adds the visitor's lines only, marked unverified.
  const transcript = linked ? linkedTranscript(save) : save.transcript;
  if (transcript.length) {
    const messages = JSON.stringify(
      transcript.map((m) => ({
        client_id: m.clientId,
        sender: m.sender,
        content: m.content,
        sent_at: m.sentAt.toISOString(),
      })),
    );
    parts.push(sql`, messages as (
      insert into ${leadMessages} (lead_id, session_id, client_id, sender, content, sent_at, unverified)
      select lead.id, ${save.sessionId}, m.client_id, m.sender, m.content, m.sent_at, ${linked}
      from lead, jsonb_to_recordset(${messages}::jsonb)
        as m(client_id text, sender text, content text, sent_at timestamptz)
      ${linked ? heldElsewhere : sql``}
      on conflict (session_id, client_id) do nothing)`);
  }
  if (plan?.outbox.length) {
    parts.push(sql`, queued as (
      insert into ${notificationOutbox} (lead_id, event, channel, payload)
      select lead.id, o.event, o.channel, o.payload
      from lead, jsonb_to_recordset(${JSON.stringify(plan.outbox)}::jsonb)
        as o(event text, channel text, payload jsonb))`);
  }
  return sql.join(parts, sql``);
}

type Count = { rows: Array<{ n: number; v: string | null }> };
const affected = (result: unknown) => (result as Count).rows[0]?.n ?? 0;
const newVersion = (result: unknown) => (result as Count).rows[0]?.v ?? null;

/**
 * Writes a save to a lead read with `readSessionLead`, unless the lead changed since (answers
 * false: read again). A save older than the lead changes none of its fields but still adds
 * its messages.
 */
async function writeUpdate(
  db: Runner,
  lead: VersionedLead,
  fields: LeadFields,
  save: LeadSave,
  plan: LeadNotificationPlan | null,
): Promise<{ version: string | null } | false> {
  const touched = fields !== lead || plan !== null;
  const result = await db.execute(sql`
    with lead as (
      update ${chatSummaries} set ${fieldAssignments(fields, plan)}${markAssignments(plan)},
        updated_at = ${touched ? sql`now()` : sql`updated_at`}
      where id = ${lead.id} and xmin = ${lead.version}::xid
      returning id, xmin::text as v)${followUps(save, plan, { linked: isLinked(lead, save) })}
    select count(*)::int as n, min(v) as v from lead`);
  return affected(result) === 1 ? { version: newVersion(result) } : false;
}

/**
 * Creates the lead of a save, with everything that follows it, in one statement. With `onlyIfNew`
 * it creates nothing (answers null) when the email already has a lead or the chat has one.
 */
async function writeInsert(
  db: Runner,
  lead: StoredLead,
  save: LeadSave,
  plan: LeadNotificationPlan | null,
  onlyIfNew?: { email: string },
): Promise<string | null> {
  // lead_email_unclaimed (migration 0011) takes the email's lock before it looks.
  const guard = onlyIfNew
    ? sql`where lead_email_unclaimed(${onlyIfNew.email}, ${save.sessionId ?? ""})`
    : undefined;
  const result = await db.execute(sql`
    with lead as (
      insert into ${chatSummaries} (id, session_id, source, created_at, updated_at,
        interaction_date, contact_name, contact_email, contact_phone, company_name,
        lead_qualification, services_discussed, key_pain_points, chat_summary,
        call_to_action_offered, next_step, visit_count, seq,
        notified_contact_at, notified_hot_at,
        handoff_requested_at, handoff_message, handoff_notified_at, attribution)
      ${guard ? sql`select ` : sql`values (`}${lead.id}, ${lead.sessionId}, 'chat', ${lead.createdAt}, ${lead.createdAt},
        ${lead.interactionDate}, ${lead.contactName}, ${lead.contactEmail}, ${lead.contactPhone},
        ${lead.companyName}, ${lead.leadQualification}, ${sql.param(lead.servicesDiscussed)}::text[],
        ${sql.param(lead.keyPainPoints)}::text[], ${lead.chatSummary}, ${lead.callToActionOffered},
        ${lead.nextStep}, ${lead.visitCount}, ${lead.seq},
        ${plan?.markContact ? lead.createdAt : null}, ${plan?.markHot ? lead.createdAt : null},
        ${lead.handoffRequestedAt}, ${lead.handoffMessage}, ${plan?.markHandoff ? lead.createdAt : null},
        ${lead.attribution ? JSON.stringify(lead.attribution) : null}::jsonb
      ${guard ?? sql`)`}
      returning id, xmin::text as v)${followUps(save, plan)}
    select count(*)::int as n, min(v) as v from lead`);
  return newVersion(result);
}

/** A lead as its first save makes it (not yet stored). */
function leadFrom(save: LeadSave): StoredLead {
  const now = new Date();
  return {
    ...newLead(save),
    id: randomUUID(),
    sessionId: save.sessionId,
    createdAt: now,
    status: "New",
    source: "chat",
    ownerQualification: null,
    notifiedContactAt: null,
    notifiedHotAt: null,
    followUpAt: null,
  };
}

/** How many times a save cancelled by a deadlock is tried in all. */
const CONFLICT_ATTEMPTS = 4;

/**
 * Saves what a chat sends (POST /api/chat/summary): one lead per visitor.
 * - Without a session: a new lead, unless the email already belongs to one (then linked).
 * - A session's first save creates its lead, or links it to the lead that holds its email.
 * - Later saves update the session's own lead (newest sequence wins) or add to a linked one.
 * - A session's own lead that learns an email held by an older lead is merged into that one.
 * The conversation is appended to the lead's transcript; a resent message is stored once.
 * `notify` says, from the lead as the save leaves it, which notifications to queue: they are
 * written with the lead, so none is lost nor sent for a save that did not happen.
 */
export async function saveChatLead(
  save: LeadSave,
  { notify }: { notify?: PlanNotifications } = {},
): Promise<SavedLead> {
  const db = await getDb();
  const plan: PlanFor = (lead) => notify?.(lead) ?? null;
  // Paths that take a session's and a lead's rows in different orders (a chat re-linked to an
  // email's lead while its own locked save runs) can deadlock on a database server; PostgreSQL
  // cancels one, which kept nothing, so that one runs again after a short random pause.
  for (let attempt = 1; ; attempt++) {
    try {
      return await saveOnce(db, save, plan);
    } catch (err) {
      if (!isDeadlock(err) || attempt >= CONFLICT_ATTEMPTS) throw err;
      remember(db, save.sessionId, null);
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
    }
  }
}

/** One try of saveChatLead: the one-statement paths first, the locking path when they lose. */
async function saveOnce(db: Database, save: LeadSave, plan: PlanFor): Promise<SavedLead> {
  for (let attempt = 0; attempt < 4; attempt++) {
    // A chat numbers its saves: its first goes straight to the path that makes the lead (which
    // still finds one made by a save of the same chat that overtook it).
    const first = attempt === 0 && (save.seq ?? 0) <= 1 && save.contact.email !== null;
    // The lead as this process last wrote it, on the first try only; read it otherwise.
    const known = attempt === 0 && save.sessionId ? recent(db).get(save.sessionId) : undefined;
    const lead =
      save.sessionId && !first ? (known ?? (await readSessionLead(db, save.sessionId))) : null;
    if (lead) {
      const email = save.contact.email;
      if (lead.sessionId === save.sessionId && email && !lead.contactEmail) break; // may merge
      const fields =
        lead.sessionId === save.sessionId
          ? applyOwnerSave(lead, save)
          : applyLinkedSave(lead, save);
      const after = { ...lead, ...fields };
      const p = plan(after);
      const at = new Date();
      const wrote = await writeUpdate(db, lead, fields, save, p);
      if (wrote) {
        remember(db, save.sessionId, written(after, p, wrote.version, at));
        return savedAs(lead.id, false, p);
      }
      remember(db, save.sessionId, null);
      continue; // changed meanwhile: read it again
    }
    try {
      const { saved, lead: made } = await saveFirst(db, save, plan);
      remember(db, save.sessionId, made);
      return saved;
    } catch (err) {
      // The session's first save raced another one of its own, which created the lead.
      if (!(err instanceof RetrySave) && !isUniqueViolation(err)) throw err;
    }
  }
  remember(db, save.sessionId, null);
  return db.transaction((tx) => saveLocked(tx, save, plan));
}

/** In one statement: the session's lead (with its row version) and the email's newest lead. */
async function lookUp(tx: Tx, sessionId: string | null, email: string) {
  const byEmail = tx
    .select({ id: chatSummaries.id })
    .from(chatSummaries)
    .where(eq(chatSummaries.contactEmail, email))
    .orderBy(desc(chatSummaries.createdAt))
    .limit(1);
  const [row] = await tx
    .select({ ...leadColumns, version: rowVersion, byEmail: sql<string | null>`(${byEmail})` })
    .from(sql`(select 1) as one`)
    .leftJoin(chatContexts, eq(chatContexts.sessionId, sessionId ?? ""))
    .leftJoin(chatSummaries, eq(chatSummaries.id, chatContexts.leadId));
  const own = row?.id ? (row as VersionedLead) : null;
  return { own, existing: row?.byEmail ?? null };
}

type FirstSave = { saved: SavedLead; lead: VersionedLead | null };

const savedAs = (
  id: string,
  created: boolean,
  p: LeadNotificationPlan | null,
  first = created,
): SavedLead => ({ id, created, first, notified: Boolean(p?.outbox.length) });

/** A lead this save created, as the caller remembers it. */
async function createLead(db: Runner, save: LeadSave, plan: PlanFor): Promise<FirstSave> {
  const lead = leadFrom(save);
  const p = plan(lead);
  const version = await writeInsert(db, lead, save, p);
  return { saved: savedAs(lead.id, true, p), lead: written(lead, p, version, lead.createdAt) };
}

/**
 * The usual first save (a new chat, a new email) in one statement, under the email's lock: a
 * transaction would hold a connection (on the embedded database, the whole database) through
 * several trips, and cost the server's thread a query each. Null when the email or the chat
 * already has a lead.
 */
async function createIfNew(
  db: Database,
  save: LeadSave,
  email: string,
  plan: PlanFor,
): Promise<FirstSave | null> {
  const lead = leadFrom(save);
  const p = plan(lead);
  const version = await writeInsert(db, lead, save, p, { email });
  if (!version) return null;
  return { saved: savedAs(lead.id, true, p), lead: written(lead, p, version, lead.createdAt) };
}

/** A save with no lead of its own yet: it joins the lead holding its email, or starts one. */
async function saveFirst(db: Database, save: LeadSave, plan: PlanFor): Promise<FirstSave> {
  const email = save.contact.email;
  if (!email) return createLead(db, save, plan);
  const made = await createIfNew(db, save, email, plan);
  if (made) return made;
  // Only a lead this transaction created is remembered (its version is known once committed).
  return db.transaction(async (tx): Promise<FirstSave> => {
    await lockEmail(tx, email);
    // This chat's lead (made by a save of it that came first), and the lead holding the email.
    const { own, existing } = await lookUp(tx, save.sessionId, email);
    if (own) {
      const fields =
        own.sessionId === save.sessionId ? applyOwnerSave(own, save) : applyLinkedSave(own, save);
      const p = plan({ ...own, ...fields });
      if (!(await writeUpdate(tx, own, fields, save, p))) throw new RetrySave();
      return { saved: savedAs(own.id, false, p), lead: null };
    }
    const locked = existing ? await lockLead(tx, existing) : null;
    if (locked) {
      const fields = applyLinkedSave(locked, save);
      const p = plan({ ...locked, ...fields });
      await writeUpdate(tx, locked, fields, save, p);
      return { saved: savedAs(locked.id, false, p, true), lead: null };
    }
    return createLead(tx, save, plan);
  });
}

// ---- the locking path: merges, and saves that kept losing races ----

const writeFields = (tx: Tx, id: string, f: LeadFields) =>
  tx
    .update(chatSummaries)
    .set({
      interactionDate: f.interactionDate,
      contactName: f.contactName,
      contactEmail: f.contactEmail,
      contactPhone: f.contactPhone,
      companyName: f.companyName,
      leadQualification: f.leadQualification,
      servicesDiscussed: f.servicesDiscussed,
      keyPainPoints: f.keyPainPoints,
      chatSummary: f.chatSummary,
      callToActionOffered: f.callToActionOffered,
      nextStep: f.nextStep,
      visitCount: f.visitCount,
      seq: f.seq,
      handoffRequestedAt: f.handoffRequestedAt,
      handoffMessage: f.handoffMessage,
      handoffAnsweredAt: f.handoffAnsweredAt,
      handoffNotifiedAt: f.handoffNotifiedAt,
      attribution: f.attribution,
      updatedAt: new Date(),
    })
    .where(eq(chatSummaries.id, id));

async function appendTranscript(
  tx: Tx,
  leadId: string,
  save: LeadSave,
  { linked }: { linked: boolean },
) {
  const transcript = linked ? linkedTranscript(save) : save.transcript;
  if (transcript.length === 0) return;
  // On a linked lead, a message it holds already from another session or none (as for
  // heldElsewhere) is not stored twice.
  const held = !linked
    ? []
    : await tx
        .select({
          clientId: leadMessages.clientId,
          sender: leadMessages.sender,
          content: leadMessages.content,
        })
        .from(leadMessages)
        .where(
          and(
            eq(leadMessages.leadId, leadId),
            inArray(
              leadMessages.clientId,
              transcript.map((m) => m.clientId),
            ),
          ),
        );
  const same = (a: (typeof held)[number], b: LeadSave["transcript"][number]) =>
    a.clientId === b.clientId && a.sender === b.sender && a.content === b.content;
  const fresh = transcript.filter((m) => !held.some((h) => same(h, m)));
  if (fresh.length === 0) return;
  await tx
    .insert(leadMessages)
    .values(
      fresh.map((m) => ({
        leadId,
        sessionId: save.sessionId,
        clientId: m.clientId,
        sender: m.sender,
        content: m.content,
        sentAt: m.sentAt,
        unverified: linked,
      })),
    )
    .onConflictDoNothing({ target: [leadMessages.sessionId, leadMessages.clientId] });
}

/** Writes the fields a save changed, and answers the lead as it now stands. */
async function update(tx: Tx, lead: StoredLead, fields: LeadFields): Promise<StoredLead> {
  if (fields === lead) return lead;
  await writeFields(tx, lead.id, fields);
  return { ...lead, ...fields };
}

async function insertLead(tx: Tx, save: LeadSave, sessionId: string | null): Promise<StoredLead> {
  const [row] = await tx
    .insert(chatSummaries)
    .values({ ...newLead(save), sessionId, source: "chat" })
    .returning(leadColumns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Another session joins the lead `leadId`: it only adds to it. */
async function link(tx: Tx, leadId: string, save: LeadSave): Promise<StoredLead | null> {
  const lead = await lockLead(tx, leadId);
  return lead ? update(tx, lead, applyLinkedSave(lead, save)) : null;
}

/** A save without a lead of its own: it joins the lead holding its email, or starts one. */
async function createOrLink(tx: Tx, save: LeadSave, sessionId: string | null) {
  const email = save.contact.email;
  if (email) await lockEmail(tx, email);
  const existing = email ? await leadByEmail(tx, email) : null;
  const lead =
    (existing && (await link(tx, existing, save))) || (await insertLead(tx, save, sessionId));
  return { lead, created: lead.id !== existing, first: true };
}

/** The whole save under locks: what the session, its lead and the email's leads hold. */
async function saveLocked(tx: Tx, save: LeadSave, plan: PlanFor): Promise<SavedLead> {
  const { lead, created, first } = await saveLockedLead(tx, save);
  // A lead this save made is its own, with or without a session.
  await appendTranscript(tx, lead.id, save, { linked: !created && isLinked(lead, save) });
  const p = plan(lead);
  if (p) {
    await markLeadNotified(tx, lead.id, {
      contact: p.markContact,
      hot: p.markHot,
      handoff: p.markHandoff,
    });
    await enqueueNotifications(
      tx,
      p.outbox.map((o) => ({
        leadId: lead.id,
        event: o.event,
        channel: o.channel,
        payload: o.payload,
      })),
    );
  }
  return { id: lead.id, created, first, notified: Boolean(p?.outbox.length) };
}

async function saveLockedLead(
  tx: Tx,
  save: LeadSave,
): Promise<{ lead: StoredLead; created: boolean; first: boolean }> {
  const sessionId = save.sessionId;
  if (!sessionId) return createOrLink(tx, save, null);

  // The session's context row, locked, serialises the session's saves.
  const [ctx] = await tx
    .insert(chatContexts)
    .values({ sessionId, context: {} })
    .onConflictDoUpdate({ target: chatContexts.sessionId, set: { sessionId } })
    .returning({ leadId: chatContexts.leadId });
  let lead = ctx?.leadId ? await lockLead(tx, ctx.leadId) : null;
  if (!lead) {
    const result = await createOrLink(tx, save, sessionId);
    await tx
      .update(chatContexts)
      .set({ leadId: result.lead.id })
      .where(eq(chatContexts.sessionId, sessionId));
    return result;
  }

  const email = save.contact.email;
  if (lead.sessionId === sessionId && email && !lead.contactEmail) {
    await lockEmail(tx, email);
    const older = await leadByEmail(tx, email, lead.id);
    if (older) {
      await mergeInto(tx, older, lead);
      lead = await lockLead(tx, older);
      if (!lead) throw new Error("lead vanished during save");
      return {
        lead: await update(tx, lead, applyLinkedSave(lead, save)),
        created: false,
        first: false,
      };
    }
  }
  const fields =
    lead.sessionId === sessionId ? applyOwnerSave(lead, save) : applyLinkedSave(lead, save);
  return { lead: await update(tx, lead, fields), created: false, first: false };
}

/**
 * `from` (a session's own lead) joins the older lead `intoId`: one person, one lead. What the
 * owner did with `from` goes along: its notes, history and notifications (their links now name
 * the lead that stays), its status when the older lead is still New, its qualification when
 * the older has none, and when it was first contacted and notified of.
 */
async function mergeInto(tx: Tx, intoId: string, from: LeadFields & { id: string }) {
  const into = await lockLead(tx, intoId);
  if (!into) return;
  await writeFields(tx, intoId, mergeLeads(into, from));
  await tx.execute(sql`
    update chat_summaries i set
      status = case when i.status = 'New' then f.status else i.status end,
      owner_qualification = coalesce(i.owner_qualification, f.owner_qualification),
      first_contacted_at = least(i.first_contacted_at, f.first_contacted_at),
      notified_contact_at = least(i.notified_contact_at, f.notified_contact_at),
      notified_hot_at = least(i.notified_hot_at, f.notified_hot_at)
    from chat_summaries f
    where i.id = ${intoId} and f.id = ${from.id}`);
  // The session that typed the older lead's email may not be its owner: its lines stay, marked.
  await tx
    .update(leadMessages)
    .set({ leadId: intoId, unverified: true })
    .where(eq(leadMessages.leadId, from.id));
  await tx.update(leadNotes).set({ leadId: intoId }).where(eq(leadNotes.leadId, from.id));
  await tx.update(leadActivity).set({ leadId: intoId }).where(eq(leadActivity.leadId, from.id));
  await tx.update(leadBookings).set({ leadId: intoId }).where(eq(leadBookings.leadId, from.id));
  await tx.execute(sql`
    update notification_outbox
    set lead_id = ${intoId}, payload = replace(payload::text, ${from.id}, ${intoId})::jsonb
    where lead_id = ${from.id}`);
  await tx.update(chatContexts).set({ leadId: intoId }).where(eq(chatContexts.leadId, from.id));
  await tx.delete(chatSummaries).where(eq(chatSummaries.id, from.id));
}

export type TranscriptEntry = {
  sender: "user" | "bot";
  content: string;
  sentAt: Date;
  sessionId: string | null;
  unverified: boolean;
};

/** A lead's conversation, every visit, oldest first. */
export async function getLeadTranscript({
  leadId,
}: {
  leadId: string;
}): Promise<TranscriptEntry[]> {
  const db = await getDb();
  return db
    .select({
      sender: leadMessages.sender,
      content: leadMessages.content,
      sentAt: leadMessages.sentAt,
      sessionId: leadMessages.sessionId,
      unverified: leadMessages.unverified,
    })
    .from(leadMessages)
    .where(eq(leadMessages.leadId, leadId))
    .orderBy(leadMessages.sentAt, leadMessages.createdAt);
}
