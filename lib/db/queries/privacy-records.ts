// What one email address touches, found and deleted: shared by the privacy request, the chat
// erasure and the retention purge so each counts the same records.
import "server-only";
import { and, inArray, isNotNull, or, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  chatContexts,
  chatSummaries,
  contactMessages,
  eventAttendees,
  leadMessages,
  leadNotes,
  newsletterSubscribers,
  notificationOutbox,
} from "../schema";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** How many records of each kind were found (or deleted). */
export type PersonalDataCounts = {
  leads: number;
  messages: number;
  notes: number;
  chatContexts: number;
  contactMessages: number;
  notifications: number;
  /** Event tickets bought or given under the address. */
  tickets: number;
  /** The newsletter subscription of the address (its mails count as notifications). */
  subscribers: number;
};

const sameEmail = (column: SQLWrapper, email: string) =>
  sql`lower(${column}) = ${email.trim().toLowerCase()}`;

/** The ids of every record holding this email, directly or through a lead that does. */
export async function recordsOf(tx: Tx, email: string) {
  const leads = await tx
    .select({ id: chatSummaries.id, sessionId: chatSummaries.sessionId })
    .from(chatSummaries)
    .where(sameEmail(chatSummaries.contactEmail, email));
  const leadIds = leads.map((l) => l.id);
  // Every chat that wrote to these leads (a linked or merged chat has its own session).
  const writers = await tx
    .selectDistinct({ sessionId: leadMessages.sessionId })
    .from(leadMessages)
    .where(and(inArray(leadMessages.leadId, leadIds), isNotNull(leadMessages.sessionId)));
  const contexts = await tx
    .select({ sessionId: chatContexts.sessionId })
    .from(chatContexts)
    .where(
      or(
        inArray(chatContexts.leadId, leadIds),
        sameEmail(sql`${chatContexts.context}->'userInfo'->>'email'`, email),
      ),
    );
  const messages = await tx
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(or(sameEmail(contactMessages.email, email), inArray(contactMessages.leadId, leadIds)));
  const notifications = await tx
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(
      or(
        inArray(notificationOutbox.leadId, leadIds),
        sameEmail(sql`${notificationOutbox.payload}->'lead'->>'contact_email'`, email),
      ),
    );
  const tickets = await tx
    .select({ id: eventAttendees.id })
    .from(eventAttendees)
    .where(or(sameEmail(eventAttendees.email, email), inArray(eventAttendees.leadId, leadIds)));
  const subscribers = await tx
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(sameEmail(newsletterSubscribers.email, email));
  const subscriberIds = subscribers.map((s) => s.id);
  // Its confirmation and issues, queued or sent, are mail to this address too.
  const newsletterMail = await tx
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(inArray(sql`${notificationOutbox.payload}->>'subscriber_id'`, subscriberIds));
  const chats = [...leads, ...writers, ...contexts].map((r) => r.sessionId);
  return {
    leadIds,
    sessionIds: contexts.map((c) => c.sessionId),
    /** Every chat session that wrote any of it. */
    chatSessionIds: [...new Set(chats.filter((id): id is string => id !== null))],
    contactMessageIds: messages.map((m) => m.id),
    notificationIds: [...notifications, ...newsletterMail].map((n) => n.id),
    ticketIds: tickets.map((t) => t.id),
    subscriberIds,
  };
}

export async function deleteRecords(
  tx: Tx,
  ids: Omit<Awaited<ReturnType<typeof recordsOf>>, "chatSessionIds">,
): Promise<PersonalDataCounts> {
  const counted = async (rows: Promise<unknown[]>) => (await rows).length;
  // Messages and notes go with their lead (ON DELETE CASCADE): count them first.
  const messages = await counted(
    tx
      .select({ id: leadMessages.id })
      .from(leadMessages)
      .where(inArray(leadMessages.leadId, ids.leadIds)),
  );
  const notes = await counted(
    tx.select({ id: leadNotes.id }).from(leadNotes).where(inArray(leadNotes.leadId, ids.leadIds)),
  );
  const notifications = await counted(
    tx
      .delete(notificationOutbox)
      .where(inArray(notificationOutbox.id, ids.notificationIds))
      .returning({ id: notificationOutbox.id }),
  );
  const chatContextCount = await counted(
    tx
      .delete(chatContexts)
      .where(inArray(chatContexts.sessionId, ids.sessionIds))
      .returning({ id: chatContexts.sessionId }),
  );
  const contacts = await counted(
    tx
      .delete(contactMessages)
      .where(inArray(contactMessages.id, ids.contactMessageIds))
      .returning({ id: contactMessages.id }),
  );
  const tickets = await counted(
    tx
      .delete(eventAttendees)
      .where(inArray(eventAttendees.id, ids.ticketIds))
      .returning({ id: eventAttendees.id }),
  );
  const subscribers = await counted(
    tx
      .delete(newsletterSubscribers)
      .where(inArray(newsletterSubscribers.id, ids.subscriberIds))
      .returning({ id: newsletterSubscribers.id }),
  );
  const leads = await counted(
    tx
      .delete(chatSummaries)
      .where(inArray(chatSummaries.id, ids.leadIds))
      .returning({ id: chatSummaries.id }),
  );
  return {
    leads,
    messages,
    notes,
    chatContexts: chatContextCount,
    contactMessages: contacts,
    notifications,
    tickets,
    subscribers,
  };
}
