// Privacy requests and retention: everything stored about one email address, exported or deleted
// in one transaction; and the daily purge of leads older than LEAD_RETENTION_DAYS.
import "server-only";
import { and, asc, eq, inArray, isNotNull, lt, or, type SQLWrapper, sql } from "drizzle-orm";
import { type Database, getDb } from "../client";
import {
  chatContexts,
  chatSummaries,
  contactMessages,
  erasedChatSessions,
  eventAttendees,
  events,
  leadActivity,
  leadBookings,
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
async function recordsOf(tx: Tx, email: string) {
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

/** Deletes everything about an address; answers how much went and the chat sessions it emptied. */
export async function deletePersonalData({
  email,
}: {
  email: string;
}): Promise<PersonalDataCounts & { erasedSessions: string[] }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const ids = await recordsOf(tx, email);
    // The person's browser may send its copy of these chats again: they are refused from now.
    if (ids.chatSessionIds.length > 0) {
      await tx
        .insert(erasedChatSessions)
        .values(ids.chatSessionIds.map((sessionId) => ({ sessionId })))
        .onConflictDoNothing();
    }
    return { ...(await deleteRecords(tx, ids)), erasedSessions: ids.chatSessionIds };
  });
}

/** Removes what was saved under erased chat sessions after the deletion read (an overlapping
 * save, or another instance's): their leads, messages, contexts and notifications. */
export async function eraseChatSessions(sessionIds: string[]): Promise<PersonalDataCounts> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const own = await tx
      .select({ id: chatSummaries.id })
      .from(chatSummaries)
      .where(inArray(chatSummaries.sessionId, sessionIds));
    const leadIds = own.map((l) => l.id);
    const notifications = await tx
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(inArray(notificationOutbox.leadId, leadIds));
    await tx.delete(leadMessages).where(inArray(leadMessages.sessionId, sessionIds));
    return deleteRecords(tx, {
      leadIds,
      sessionIds,
      contactMessageIds: [],
      notificationIds: notifications.map((n) => n.id),
      ticketIds: [],
      subscriberIds: [],
    });
  });
}

async function deleteRecords(
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

/** The retention purge: leads idle for `olderThanDays` with all that hangs on them, and contact
 * messages and delivered notifications that old. Null when another instance is purging. */
export async function purgeExpiredLeads({
  olderThanDays,
  now = new Date(),
}: {
  olderThanDays: number;
  now?: Date;
}): Promise<PersonalDataCounts | null> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - olderThanDays * 86_400_000);
  return db.transaction(async (tx) => {
    // One instance at a time; another one already purging makes this run unnecessary.
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext('lead-retention')) as locked`,
    )) as unknown as { rows: Array<{ locked: boolean }> };
    if (!lock.rows[0]?.locked) return null;
    // Locked as read: a chat save (or the owner's edit) committing meanwhile makes PostgreSQL
    // check the row again, and a lead that just had activity is no longer picked; without the
    // lock it was deleted with the save the visitor had been told was kept.
    const leads = await tx
      .select({ id: chatSummaries.id })
      .from(chatSummaries)
      .where(lt(chatSummaries.updatedAt, cutoff))
      .for("update");
    const leadIds = leads.map((l) => l.id);
    const contexts = await tx
      .select({ sessionId: chatContexts.sessionId })
      .from(chatContexts)
      .where(or(inArray(chatContexts.leadId, leadIds), lt(chatContexts.updatedAt, cutoff)));
    const contacts = await tx
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(or(lt(contactMessages.createdAt, cutoff), inArray(contactMessages.leadId, leadIds)));
    const notifications = await tx
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(
        or(
          inArray(notificationOutbox.leadId, leadIds),
          and(isNotNull(notificationOutbox.deliveredAt), lt(notificationOutbox.createdAt, cutoff)),
        ),
      );
    return deleteRecords(tx, {
      leadIds,
      sessionIds: contexts.map((c) => c.sessionId),
      contactMessageIds: contacts.map((c) => c.id),
      notificationIds: notifications.map((n) => n.id),
      // A ticket is the record of a sale: the retention of inactive leads does not end it.
      ticketIds: [],
      // Nor is a subscription: it lasts until the reader leaves.
      subscriberIds: [],
    });
  });
}
