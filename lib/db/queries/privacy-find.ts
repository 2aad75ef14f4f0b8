// The owner's export of everything stored about one email address, read in one transaction.
import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "../client";
import {
  chatContexts,
  chatSummaries,
  contactMessages,
  eventAttendees,
  events,
  leadActivity,
  leadBookings,
  leadEmails,
  leadMessages,
  leadNotes,
  leadReplies,
  newsletterSubscribers,
  notificationOutbox,
} from "../schema";
import { type PersonalDataCounts, recordsOf } from "./privacy-records";

/** Everything stored about an email address, as the owner exports it (JSON-ready). */
export async function findPersonalData({ email }: { email: string }) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const ids = await recordsOf(tx, email);
    const byLead = <T extends { leadId: string }>(rows: T[], leadId: string) =>
      rows.filter((r) => r.leadId === leadId).map(({ leadId: _, ...rest }) => rest);
    // One after the other: a transaction is one connection.
    const leads = await tx
      .select()
      .from(chatSummaries)
      .where(inArray(chatSummaries.id, ids.leadIds))
      .orderBy(asc(chatSummaries.createdAt));
    const messages = await tx
      .select({
        leadId: leadMessages.leadId,
        sender: leadMessages.sender,
        content: leadMessages.content,
        sentAt: leadMessages.sentAt,
      })
      .from(leadMessages)
      // What the person gave: not lines from chats linked by the email alone (anyone can type it).
      .where(and(inArray(leadMessages.leadId, ids.leadIds), eq(leadMessages.unverified, false)))
      .orderBy(asc(leadMessages.sentAt), asc(leadMessages.createdAt));
    const notes = await tx
      .select({
        leadId: leadNotes.leadId,
        author: leadNotes.authorName,
        body: leadNotes.body,
        createdAt: leadNotes.createdAt,
      })
      .from(leadNotes)
      .where(inArray(leadNotes.leadId, ids.leadIds))
      .orderBy(asc(leadNotes.createdAt));
    const activity = await tx
      .select({
        leadId: leadActivity.leadId,
        at: leadActivity.at,
        kind: leadActivity.kind,
        from: leadActivity.fromValue,
        to: leadActivity.toValue,
      })
      .from(leadActivity)
      .where(inArray(leadActivity.leadId, ids.leadIds))
      .orderBy(asc(leadActivity.at));
    const bookings = await tx
      .select({
        leadId: leadBookings.leadId,
        provider: leadBookings.provider,
        startAt: leadBookings.startAt,
        endAt: leadBookings.endAt,
        status: leadBookings.status,
      })
      .from(leadBookings)
      .where(inArray(leadBookings.leadId, ids.leadIds))
      .orderBy(asc(leadBookings.startAt));
    const emails = await tx
      .select({
        leadId: leadEmails.leadId,
        author: leadEmails.authorName,
        to: leadEmails.toEmail,
        subject: leadEmails.subject,
        body: leadEmails.body,
        sentAt: leadEmails.createdAt,
      })
      .from(leadEmails)
      .where(inArray(leadEmails.leadId, ids.leadIds))
      .orderBy(asc(leadEmails.createdAt));
    const replies = await tx
      .select({
        leadId: leadReplies.leadId,
        from: leadReplies.fromEmail,
        name: leadReplies.fromName,
        subject: leadReplies.subject,
        body: leadReplies.body,
        attachments: leadReplies.attachments,
        autoReply: leadReplies.autoReply,
        sentAt: leadReplies.sentAt,
      })
      .from(leadReplies)
      .where(inArray(leadReplies.leadId, ids.leadIds))
      .orderBy(asc(leadReplies.sentAt));
    // The chat memory of the leads' own chats, not of another chat that typed the email.
    const ownChats = leads.flatMap((l) => (l.sessionId ? [l.sessionId] : []));
    const contexts = await tx
      .select()
      .from(chatContexts)
      .where(inArray(chatContexts.sessionId, ownChats));
    const contacts = await tx
      .select()
      .from(contactMessages)
      .where(inArray(contactMessages.id, ids.contactMessageIds))
      .orderBy(asc(contactMessages.createdAt));
    const notifications = await tx
      .select({
        id: notificationOutbox.id,
        event: notificationOutbox.event,
        channel: notificationOutbox.channel,
        payload: notificationOutbox.payload,
        createdAt: notificationOutbox.createdAt,
        deliveredAt: notificationOutbox.deliveredAt,
      })
      .from(notificationOutbox)
      .where(inArray(notificationOutbox.id, ids.notificationIds))
      .orderBy(asc(notificationOutbox.createdAt));
    const tickets = await tx
      .select({
        event: events.title,
        eventDate: events.startsAt,
        ticket: eventAttendees.ticketName,
        name: eventAttendees.name,
        email: eventAttendees.email,
        amountCents: eventAttendees.amountCents,
        currency: eventAttendees.currency,
        status: eventAttendees.status,
        boughtAt: eventAttendees.createdAt,
      })
      .from(eventAttendees)
      .innerJoin(events, eq(events.id, eventAttendees.eventId))
      .where(inArray(eventAttendees.id, ids.ticketIds))
      .orderBy(asc(eventAttendees.createdAt));
    const subscriptions = await tx
      .select({
        email: newsletterSubscribers.email,
        status: newsletterSubscribers.status,
        source: newsletterSubscribers.source,
        subscribedAt: newsletterSubscribers.createdAt,
        confirmedAt: newsletterSubscribers.confirmedAt,
        unsubscribedAt: newsletterSubscribers.unsubscribedAt,
      })
      .from(newsletterSubscribers)
      .where(inArray(newsletterSubscribers.id, ids.subscriberIds));
    return {
      leads: leads.map((lead) => ({
        ...lead,
        transcript: byLead(messages, lead.id),
        notes: byLead(notes, lead.id),
        activity: byLead(activity, lead.id),
        bookings: byLead(bookings, lead.id),
        emails: byLead(emails, lead.id),
        replies: byLead(replies, lead.id),
      })),
      chatContexts: contexts.map(({ leadId: _, seq: __, ...rest }) => rest),
      contactMessages: contacts.map(({ leadId: _, ...rest }) => rest),
      notifications,
      tickets,
      newsletter: subscriptions,
      counts: {
        leads: leads.length,
        messages: messages.length,
        notes: notes.length,
        chatContexts: contexts.length,
        contactMessages: contacts.length,
        notifications: notifications.length,
        tickets: tickets.length,
        subscribers: subscriptions.length,
      } satisfies PersonalDataCounts,
    };
  });
}

export type PersonalData = Awaited<ReturnType<typeof findPersonalData>>;
