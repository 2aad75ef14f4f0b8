import "server-only";
import { eq, lt, sql } from "drizzle-orm";
import type { SummaryRequest } from "@/lib/validations/chat";
import { getDb } from "../client";
import { chatContexts, chatSummaries } from "../schema";

const RETENTION_DAYS = 30;
let lastPurge = 0;

/** Stores a session's conversation context, replacing the previous one. */
export async function upsertChatContext({
  sessionId,
  context,
}: {
  sessionId: string;
  context: unknown;
}) {
  const db = await getDb();
  await db
    .insert(chatContexts)
    .values({ sessionId, context })
    .onConflictDoUpdate({
      target: chatContexts.sessionId,
      set: { context, updatedAt: new Date() },
    });
  // Contexts are kept 30 days; sweeping at most hourly keeps the cost off the hot path.
  if (Date.now() - lastPurge > 3_600_000) {
    lastPurge = Date.now();
    await purgeOldChatContexts({ olderThanDays: RETENTION_DAYS });
  }
}

export async function getChatContext({ sessionId }: { sessionId: string }) {
  const db = await getDb();
  const [row] = await db
    .select({ context: chatContexts.context, updatedAt: chatContexts.updatedAt })
    .from(chatContexts)
    .where(eq(chatContexts.sessionId, sessionId))
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.updatedAt.getTime() > RETENTION_DAYS * 86_400_000) return null;
  return row;
}

export async function purgeOldChatContexts({
  olderThanDays,
}: {
  olderThanDays: number;
}): Promise<number> {
  const db = await getDb();
  const cutoff = new Date(Date.now() - olderThanDays * 86_400_000);
  const deleted = await db
    .delete(chatContexts)
    .where(lt(chatContexts.updatedAt, cutoff))
    .returning({ id: chatContexts.sessionId });
  return deleted.length;
}

const blankToNull = (v: string) => (v.trim() === "" ? null : v.trim());

/**
 * Saves a lead summary. With a session id, repeated saves update one row (details already
 * captured are never blanked by a later, emptier save); without one, each save is a new row.
 */
export async function upsertChatSummary(
  input: SummaryRequest,
): Promise<{ id: string; created: boolean }> {
  const db = await getDb();
  const values = {
    sessionId: input.session_id ?? null,
    interactionDate: input.interaction_date,
    contactName: blankToNull(input.contact_info.name),
    contactEmail: blankToNull(input.contact_info.email)?.toLowerCase() ?? null,
    contactPhone: blankToNull(input.contact_info.phone),
    companyName: blankToNull(input.contact_info.company_name),
    leadQualification: input.lead_qualification,
    servicesDiscussed: input.services_discussed,
    keyPainPoints: input.key_pain_points,
    chatSummary: input.chat_summary,
    callToActionOffered: input.call_to_action_offered,
    nextStep: input.next_step,
  };
  if (!values.sessionId) {
    const [row] = await db.insert(chatSummaries).values(values).returning({ id: chatSummaries.id });
    if (!row) throw new Error("insert returned no row");
    return { id: row.id, created: true };
  }
  const keep = (column: string) =>
    sql.raw(`coalesce(excluded.${column}, ${"chat_summaries"}.${column})`);
  const [row] = await db
    .insert(chatSummaries)
    .values(values)
    .onConflictDoUpdate({
      target: chatSummaries.sessionId,
      set: {
        interactionDate: values.interactionDate,
        contactName: keep("contact_name"),
        contactEmail: keep("contact_email"),
        contactPhone: keep("contact_phone"),
        companyName: keep("company_name"),
        leadQualification: values.leadQualification,
        servicesDiscussed: values.servicesDiscussed,
        keyPainPoints: values.keyPainPoints,
        chatSummary: values.chatSummary,
        callToActionOffered: sql`${chatSummaries.callToActionOffered} or excluded.call_to_action_offered`,
        nextStep: values.nextStep,
        updatedAt: new Date(),
      },
    })
    .returning({ id: chatSummaries.id, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error("upsert returned no row");
  return { id: row.id, created: Boolean(row.created) };
}
