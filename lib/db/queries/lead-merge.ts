import "server-only";
import { eq, sql } from "drizzle-orm";
import { type ExistingLead, mergeLeads } from "@/lib/rules/lead-save";
import {
  chatContexts,
  chatSummaries,
  eventAttendees,
  leadActivity,
  leadBookings,
  leadMessages,
  leadNotes,
} from "../schema";
import type { Tx } from "./lead-write";

// `from` (a chat's own lead that learned an email) joins the older lead `into` holding it, with
// what the owner did with it (notes, history, bookings, notifications, status); rows locked.
export async function mergeLead(tx: Tx, from: ExistingLead, into: ExistingLead) {
  const f = mergeLeads(into, from);
  await tx
    .update(chatSummaries)
    .set({
      interactionDate: f.interactionDate,
      contactName: f.contactName,
      companyName: f.companyName,
      updatedAt: new Date(),
    })
    .where(eq(chatSummaries.id, into.id));
  await tx.execute(sql`
    update chat_summaries i set
      status = case when i.status = 'New' then f.status else i.status end,
      owner_qualification = coalesce(i.owner_qualification, f.owner_qualification),
      first_contacted_at = least(i.first_contacted_at, f.first_contacted_at),
      notified_contact_at = least(i.notified_contact_at, f.notified_contact_at),
      notified_hot_at = least(i.notified_hot_at, f.notified_hot_at)
    from chat_summaries f
    where i.id = ${into.id} and f.id = ${from.id}`);
  // The chat that typed the older lead's email may not be its owner: its lines stay, marked.
  await tx
    .update(leadMessages)
    .set({ leadId: into.id, unverified: true })
    .where(eq(leadMessages.leadId, from.id));
  await tx.update(leadNotes).set({ leadId: into.id }).where(eq(leadNotes.leadId, from.id));
  await tx.update(leadActivity).set({ leadId: into.id }).where(eq(leadActivity.leadId, from.id));
  await tx.update(leadBookings).set({ leadId: into.id }).where(eq(leadBookings.leadId, from.id));
  await tx
    .update(eventAttendees)
    .set({ leadId: into.id })
    .where(eq(eventAttendees.leadId, from.id));
  await tx.execute(sql`
    update notification_outbox
    set lead_id = ${into.id}, payload = replace(payload::text, ${from.id}, ${into.id})::jsonb
    where lead_id = ${from.id}`);
  await tx.update(chatContexts).set({ leadId: into.id }).where(eq(chatContexts.leadId, from.id));
  await tx.delete(chatSummaries).where(eq(chatSummaries.id, from.id));
}
