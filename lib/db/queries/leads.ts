import "server-only";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import {
  applyLinkedSave,
  applyOwnerSave,
  type LeadFields,
  type LeadSave,
  mergeLeads,
  newLead,
} from "@/lib/leads/save";
import { type Database, getDb } from "../client";
import { chatContexts, chatSummaries, leadMessages } from "../schema";
import { leadFieldColumns } from "./summaries";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const fieldColumns = {
  ...leadFieldColumns,
  visitCount: chatSummaries.visitCount,
  seq: chatSummaries.seq,
};

async function lockLead(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: chatSummaries.id, sessionId: chatSummaries.sessionId, ...fieldColumns })
    .from(chatSummaries)
    .where(eq(chatSummaries.id, id))
    .for("update");
  return row ?? null;
}

/** The newest lead holding this email, other than `except`. */
async function leadByEmail(tx: Tx, email: string, except?: string) {
  const [row] = await tx
    .select({ id: chatSummaries.id })
    .from(chatSummaries)
    .where(
      and(eq(chatSummaries.contactEmail, email), except ? ne(chatSummaries.id, except) : undefined),
    )
    .orderBy(desc(chatSummaries.createdAt))
    .limit(1);
  return row?.id ?? null;
}

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
      updatedAt: new Date(),
    })
    .where(eq(chatSummaries.id, id));

async function appendTranscript(tx: Tx, leadId: string, save: LeadSave) {
  if (save.transcript.length === 0) return;
  await tx
    .insert(leadMessages)
    .values(
      save.transcript.map((m) => ({
        leadId,
        sessionId: save.sessionId,
        clientId: m.clientId,
        sender: m.sender,
        content: m.content,
        sentAt: m.sentAt,
      })),
    )
    .onConflictDoNothing({ target: [leadMessages.sessionId, leadMessages.clientId] });
}

/** Two saves naming the same new email must not both create a lead: one waits for the other. */
const lockEmail = (tx: Tx, email: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead-email:${email}`}))`);

async function insertLead(tx: Tx, save: LeadSave, sessionId: string | null) {
  const [row] = await tx
    .insert(chatSummaries)
    .values({ ...newLead(save), sessionId, source: "chat" })
    .returning({ id: chatSummaries.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** Another session joins `leadId`: it only adds to it. */
async function link(tx: Tx, leadId: string, save: LeadSave) {
  const lead = await lockLead(tx, leadId);
  if (lead) await writeFields(tx, leadId, applyLinkedSave(lead, save));
}

/**
 * Saves what a chat sends (POST /api/chat/summary): one lead per visitor.
 * - Without a session: a new lead, unless the email already belongs to one (then linked).
 * - A session's first save creates its lead, or links it to the lead that holds its email.
 * - Later saves update the session's own lead (newest sequence wins) or add to a linked one.
 * - A session's own lead that learns an email held by an older lead is merged into that one.
 * The conversation is appended to the lead's transcript; a resent message is stored once.
 */
export async function saveChatLead(
  save: LeadSave,
  { afterSave }: { afterSave?: (tx: Tx, leadId: string) => Promise<void> } = {},
): Promise<{ id: string; created: boolean }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const result = await saveInTransaction(tx, save);
    // In the same transaction: what must follow a save (notifications) is never lost or doubled.
    if (afterSave) await afterSave(tx, result.id);
    return result;
  });
}

async function saveInTransaction(
  tx: Tx,
  save: LeadSave,
): Promise<{ id: string; created: boolean }> {
  const email = save.contact.email;
  if (email) await lockEmail(tx, email);

  if (!save.sessionId) {
    const existing = email ? await leadByEmail(tx, email) : null;
    const id = existing ?? (await insertLead(tx, save, null));
    if (existing) await link(tx, existing, save);
    await appendTranscript(tx, id, save);
    return { id, created: !existing };
  }

  const sessionId = save.sessionId;
  await tx.insert(chatContexts).values({ sessionId, context: {} }).onConflictDoNothing();
  const [ctx] = await tx
    .select({ leadId: chatContexts.leadId })
    .from(chatContexts)
    .where(eq(chatContexts.sessionId, sessionId))
    .for("update");
  let lead = ctx?.leadId ? await lockLead(tx, ctx.leadId) : null;
  let created = false;

  if (!lead) {
    const existing = email ? await leadByEmail(tx, email) : null;
    const id = existing ?? (await insertLead(tx, save, sessionId));
    created = !existing;
    if (existing) await link(tx, existing, save);
    await tx.update(chatContexts).set({ leadId: id }).where(eq(chatContexts.sessionId, sessionId));
    await appendTranscript(tx, id, save);
    return { id, created };
  }

  if (lead.sessionId === sessionId && email && !lead.contactEmail) {
    const older = await leadByEmail(tx, email, lead.id);
    if (older) {
      await mergeInto(tx, older, lead);
      lead = await lockLead(tx, older);
    }
  }
  if (!lead) throw new Error("lead vanished during save");
  const fields =
    lead.sessionId === sessionId ? applyOwnerSave(lead, save) : applyLinkedSave(lead, save);
  if (fields !== lead) await writeFields(tx, lead.id, fields);
  await appendTranscript(tx, lead.id, save);
  return { id: lead.id, created };
}

/** `from` (a session's own lead) joins the older lead `intoId`: one person, one lead. */
async function mergeInto(tx: Tx, intoId: string, from: LeadFields & { id: string }) {
  const into = await lockLead(tx, intoId);
  if (!into) return;
  await writeFields(tx, intoId, mergeLeads(into, from));
  await tx.update(leadMessages).set({ leadId: intoId }).where(eq(leadMessages.leadId, from.id));
  await tx.update(chatContexts).set({ leadId: intoId }).where(eq(chatContexts.leadId, from.id));
  await tx.delete(chatSummaries).where(eq(chatSummaries.id, from.id));
}

export type TranscriptEntry = {
  sender: "user" | "bot";
  content: string;
  sentAt: Date;
  sessionId: string | null;
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
    })
    .from(leadMessages)
    .where(eq(leadMessages.leadId, leadId))
    .orderBy(leadMessages.sentAt, leadMessages.createdAt);
}
