// The daily retention purge of leads older than LEAD_RETENTION_DAYS.
import "server-only";
import { and, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import { getDb } from "../client";
import { chatContexts, chatSummaries, contactMessages, notificationOutbox } from "../schema";
import { deleteRecords, type PersonalDataCounts } from "./privacy-records";

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
