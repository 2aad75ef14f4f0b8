import "server-only";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { decideSave, type LeadSave, type SaveState } from "@/lib/leads/save";
import { type Database, getDb } from "../client";
import { isDeadlock, isUniqueViolation } from "../errors";
import { chatContexts, chatSummaries } from "../schema";
import { mergeLead } from "./lead-merge";
import {
  insertLead,
  lockEmail,
  newStoredLead,
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
// save has nothing to read: its insert checks that the chat and the email have no lead yet).
// A save that loses a race reads again; after two losses, or when it claims an email (a merge,
// or the chat's own lead learning its first email), it reads in a transaction that locks the
// email, the chat and its leads in that order. Not a transaction from the start: on the
// embedded database a transaction holds the whole database through each trip between the
// threads, which at 200 saves a second queued them for seconds (measured), where single
// statements share one commit.

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
// Prepared once per database: every later save reads its chat's lead, and building the query
// costs the server's thread more than sending it.
const prepared = new WeakMap<Database, ReturnType<ReturnType<typeof currentQuery>["prepare"]>>();

/** The newest lead holding `email`, other than `except`. */
const byEmailQuery = (runner: Runner, email: string, except: string | undefined) =>
  runner
    .select(leadColumns)
    .from(chatSummaries)
    .where(
      and(eq(chatSummaries.contactEmail, email), except ? ne(chatSummaries.id, except) : undefined),
    )
    .orderBy(desc(chatSummaries.createdAt))
    .limit(1);

/**
 * What the rules need: the chat's lead, and the email's lead only where it matters (no lead
 * yet, or the chat's own lead learning its first email). In a transaction (`tx`) their rows
 * are locked, the chat's lead first.
 */
async function readState(db: Database, save: LeadSave, tx?: Tx): Promise<SaveState<StoredLead>> {
  let current: StoredLead | null = null;
  if (save.sessionId) {
    let query = tx ? currentQuery(tx).for("update").prepare("") : prepared.get(db);
    if (!query) {
      query = currentQuery(db).prepare("lead_of_chat");
      prepared.set(db, query);
    }
    [current = null] = await query.execute({ session: save.sessionId });
  }
  const email = save.contact.email;
  const ownWithoutEmail = current?.sessionId === save.sessionId && !current.contactEmail;
  if (!email || (current && !ownWithoutEmail)) return { current, byEmail: null };
  const query = byEmailQuery(tx ?? db, email, current?.id);
  const [byEmail = null] = await (tx ? query.for("update") : query);
  return { current, byEmail };
}

/** What a chat's first save finds, without asking: nothing (its insert checks it). */
const NOTHING: SaveState<StoredLead> = { current: null, byEmail: null };

/** A locked save whose write still found a lead in its way (one made outside any chat). */
class LockedSaveLost extends Error {}
/** A save that lost a race: it reads again. */
const isLostRace = (err: unknown) =>
  err instanceof LockedSaveLost || isUniqueViolation(err) || isDeadlock(err);
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
  const plan: PlanNotifications = (lead) => notify?.(lead) ?? null;
  let state = !save.sessionId || (save.seq ?? 0) <= 1 ? NOTHING : undefined;
  let locked = false;
  for (let attempt = 1; ; attempt++) {
    try {
      const outcome = locked
        ? await db.transaction(async (tx) => {
            await lockChat(tx, save);
            const saved = await saveOnce(db, save, plan, await readState(db, save, tx), tx);
            // Rolls back a merge made before the write found the lead changed.
            if (typeof saved !== "object") throw new LockedSaveLost();
            return saved;
          })
        : await saveOnce(db, save, plan, state ?? (await readState(db, save)));
      if (typeof outcome === "object") return outcome;
      if (outcome === "lock") locked = true;
    } catch (err) {
      if (!isLostRace(err) || attempt >= MAX_TRIES) throw err;
    }
    state = undefined;
    if (attempt >= UNLOCKED_TRIES) {
      locked = true;
      // Saves that collided collide less after a short random pause.
      await new Promise((r) => setTimeout(r, Math.random() * 20));
    }
  }
}

/**
 * One try from what the save found. "lost": the write found the lead changed (read again);
 * "lock": the step claims an email, which only a locked save (`tx`) may do, so that no other
 * lead takes the email meanwhile.
 */
async function saveOnce(
  db: Database,
  save: LeadSave,
  plan: PlanNotifications,
  state: SaveState<StoredLead>,
  tx?: Tx,
): Promise<SavedLead | "lost" | "lock"> {
  let step = decideSave(state, save);
  const claimsEmail =
    step.kind === "merge" ||
    (step.kind === "update" &&
      !step.linked &&
      !step.lead.contactEmail &&
      !!step.fields.contactEmail);
  if (claimsEmail && !tx) return "lock";
  if (step.kind === "merge" && tx) {
    await mergeLead(tx, step.from, step.into);
    step = decideSave(await readState(db, save, tx), save);
  }
  if (step.kind === "merge") throw new Error("a merged lead is still apart");
  if (step.kind === "update") {
    const p = plan({ ...step.lead, ...step.fields });
    const wrote = await updateLead(tx ?? db, step.lead, step.fields, save, p, step.linked);
    if (!wrote) return "lost";
    return { id: step.lead.id, created: false, first: step.first, notified: !!p?.outbox.length };
  }
  const lead = newStoredLead(step.fields, save);
  const p = plan(lead);
  if (!(await insertLead(tx ?? db, lead, save, p))) return "lost";
  return { id: lead.id, created: true, first: true, notified: Boolean(p?.outbox.length) };
}

/** The locks a locked save takes before it reads: the email's, then the chat's row. */
async function lockChat(tx: Tx, save: LeadSave) {
  if (save.contact.email) await lockEmail(tx, save.contact.email);
  if (!save.sessionId) return;
  await tx
    .insert(chatContexts)
    .values({ sessionId: save.sessionId, context: {} })
    .onConflictDoUpdate({ target: chatContexts.sessionId, set: { sessionId: save.sessionId } });
}
