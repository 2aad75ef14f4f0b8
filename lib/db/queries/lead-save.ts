import "server-only";
import { randomUUID } from "node:crypto";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { decideSave, type LeadSave, type SaveState } from "@/lib/leads/save";
import { getDb } from "../client";
import { isDeadlock, isUniqueViolation } from "../errors";
import { chatContexts, chatSummaries } from "../schema";
import { mergeLead } from "./lead-merge";
import {
  insertLead,
  lockEmail,
  type Runner,
  type StoredLead,
  type Tx,
  updateLead,
} from "./lead-write";
import {
  type LeadNotificationPlan,
  type LeadNotificationState,
  leadNotificationColumns,
} from "./notifications";

// A chat's save (POST /api/chat/summary), the one write a public endpoint makes at volume, on
// one path: read what the chat and its email have, apply the rules of lib/leads/save.ts once,
// and write it all in one statement that checks nothing changed since the read (a chat's first
// save has nothing to read: its write checks that the chat and the email have no lead yet). A save that loses a race reads again; after two losses it reads with row locks, in
// a transaction, and cannot lose again. Not a transaction from the start: on the embedded
// database a transaction holds the whole database through each trip between the threads, which
// at 200 saves a second queued them for seconds (measured), where single statements share one
// commit.

/**
 * `first`: this save gave its chat (or, without a session, itself) a lead, new or an existing
 * one holding its email; the answer says only that, so it cannot tell whether an email is known.
 */
export type SavedLead = { id: string; created: boolean; first: boolean; notified: boolean };
export type PlanNotifications = (lead: LeadNotificationState) => LeadNotificationPlan | null;

/** What a save reads of a lead: its fields, what a notification needs, its row version. */
const leadColumns = {
  ...leadNotificationColumns,
  sessionId: chatSummaries.sessionId,
  seq: chatSummaries.seq,
  version: sql<string>`${chatSummaries}.xmin::text`,
};

/** The chat's lead: its own, or the one it joined. */
const currentQuery = (runner: Runner) =>
  runner
    .select(leadColumns)
    .from(chatContexts)
    .innerJoin(chatSummaries, eq(chatSummaries.id, chatContexts.leadId))
    .where(eq(chatContexts.sessionId, sql.placeholder("session")));
const NO_LEAD = "00000000-0000-0000-0000-000000000000";
/** The newest lead holding the email, other than the chat's. */
const byEmailQuery = (runner: Runner) =>
  runner
    .select(leadColumns)
    .from(chatSummaries)
    .where(
      and(
        eq(chatSummaries.contactEmail, sql.placeholder("email")),
        ne(chatSummaries.id, sql.placeholder("except")),
      ),
    )
    .orderBy(desc(chatSummaries.createdAt))
    .limit(1);
// Prepared once per database: every later save reads its chat's lead, and building the query
// costs the server's thread more than sending it.
const prepared = new WeakMap<Runner, ReturnType<ReturnType<typeof currentQuery>["prepare"]>>();

/**
 * What the rules need: the chat's lead, and the email's lead only where it matters (no lead
 * yet, or the chat's own lead learning its first email). `locked` (in a transaction) takes
 * their rows for update, the chat's lead first.
 */
async function readState(
  runner: Runner,
  save: LeadSave,
  locked: boolean,
): Promise<SaveState<StoredLead>> {
  let current: StoredLead | null = null;
  if (save.sessionId) {
    let query = locked ? currentQuery(runner).for("update").prepare("") : prepared.get(runner);
    if (!query) {
      query = currentQuery(runner).prepare("lead_of_chat");
      prepared.set(runner, query);
    }
    [current = null] = await query.execute({ session: save.sessionId });
  }
  const email = save.contact.email;
  const own = current?.sessionId === save.sessionId;
  if (!email || (current && !(own && !current.contactEmail))) return { current, byEmail: null };
  const query = byEmailQuery(runner);
  const [byEmail = null] = await (locked ? query.for("update") : query)
    .prepare("")
    .execute({ email, except: current?.id ?? NO_LEAD });
  return { current, byEmail };
}

/** What a chat's first save finds, without asking: nothing (the write checks it). */
const NOTHING: SaveState<StoredLead> = { current: null, byEmail: null };

/** A locked save whose write still found a lead in its way (one made outside the chat). */
class LostRace extends Error {}
/** A save that lost a race: it reads again. */
const lostRace = (err: unknown) =>
  err instanceof LostRace || isUniqueViolation(err) || isDeadlock(err);
/** Saves that lost this many races read with locks. */
const UNLOCKED_TRIES = 2;
const MAX_TRIES = 5;

/**
 * Saves what a chat sends: one lead per visitor.
 * - Without a session: a new lead, unless the email already belongs to one (then linked).
 * - A chat's first save creates its lead, or links the chat to the lead that holds its email.
 * - Later saves update the chat's own lead (newest sequence wins) or add to a linked one; the
 *   chat's own lead learning an email an older lead holds joins that lead (merge).
 */
export async function saveChatLead(
  save: LeadSave,
  { notify }: { notify?: PlanNotifications } = {},
): Promise<SavedLead> {
  const db = await getDb();
  const plan = (lead: LeadNotificationState) => notify?.(lead) ?? null;
  const firstOfChat = !save.sessionId || (save.seq ?? 0) <= 1;
  for (let attempt = 1; ; attempt++) {
    try {
      if (attempt > UNLOCKED_TRIES) {
        return await saveLocked(db, save, plan);
      }
      const state = attempt === 1 && firstOfChat ? NOTHING : undefined;
      const saved = await saveOnce(db, save, plan, state);
      if (saved) return saved;
    } catch (err) {
      if (!lostRace(err) || attempt >= MAX_TRIES) throw err;
    }
    // Saves that collided collide less after a short random pause.
    if (attempt >= UNLOCKED_TRIES) await new Promise((r) => setTimeout(r, Math.random() * 20));
  }
}

/** The save in a transaction that locks what it reads: it cannot lose a race with a save. */
const saveLocked = (db: Runner, save: LeadSave, plan: PlanNotifications) =>
  db.transaction(async (tx) => {
    const saved = await saveOnce(tx, save, plan, "locked");
    if (!saved) throw new LostRace();
    return saved;
  });

/**
 * One try: the state as given, else read; then one write. Null when the state changed under
 * it. A merge needs its rows locked: unlocked, it starts the locked save.
 */
async function saveOnce(
  runner: Runner,
  save: LeadSave,
  plan: PlanNotifications,
  given: SaveState<StoredLead> | "locked" | undefined,
): Promise<SavedLead | null> {
  const locked = given === "locked";
  if (locked) await lockChat(runner as Tx, save);
  let step = decideSave(given && !locked ? given : await readState(runner, save, locked), save);
  if (step.kind === "merge") {
    if (!locked) return saveLocked(runner, save, plan);
    await mergeLead(runner as Tx, step.from, step.into);
    step = decideSave(await readState(runner, save, true), save);
    if (step.kind === "merge") throw new Error("a merged lead is still apart");
  }
  if (step.kind === "update") {
    const after = { ...step.lead, ...step.fields };
    const p = plan(after);
    const wrote = await updateLead(runner, step.lead, step.fields, save, p, step.linked);
    const saved = { id: step.lead.id, created: false, first: step.first };
    return wrote ? { ...saved, notified: Boolean(p?.outbox.length) } : null;
  }
  const lead = {
    ...step.fields,
    id: randomUUID(),
    sessionId: save.sessionId,
    createdAt: new Date(),
    status: "New" as const,
    source: "chat" as const,
    ownerQualification: null,
    notifiedContactAt: null,
    notifiedHotAt: null,
    followUpAt: null,
  };
  const p = plan(lead);
  if (!(await insertLead(runner, lead, save, p))) return null;
  return { id: lead.id, created: true, first: true, notified: Boolean(p?.outbox.length) };
}

/** The locks a locked save takes first, in this order: the email's, then the chat's row. */
async function lockChat(tx: Tx, save: LeadSave) {
  if (save.contact.email) await lockEmail(tx, save.contact.email);
  if (!save.sessionId) return;
  await tx
    .insert(chatContexts)
    .values({ sessionId: save.sessionId, context: {} })
    .onConflictDoUpdate({ target: chatContexts.sessionId, set: { sessionId: save.sessionId } });
}
