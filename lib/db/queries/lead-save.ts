import "server-only";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { decideSave, type LeadSave, type SaveState } from "@/lib/rules/lead-save";
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

// A chat's save: read, apply lib/rules/lead-save.ts once, write one statement that checks the row
// version. Locks only when it keeps losing or claims an email: on PGlite a transaction holds the
// whole database across every trip between the threads.

/** `first`: the save gave its chat a lead, new or joined alike (no email oracle). */
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
// Prepared once per database: building the query costs more than sending it.
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

/** The chat's lead, and the email's only where the rules need it; locked within `tx`. */
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

/** Saves what a chat sends (POST /api/chat/summary): one lead per visitor. */
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

/** One try. "lost": read again; "lock": it claims an email, which needs the email's lock. */
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
