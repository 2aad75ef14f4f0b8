// Erasure on request: an address's records, or what was saved under chats already erased.
import "server-only";
import { inArray } from "drizzle-orm";
import { getDb } from "../client";
import { chatSummaries, erasedChatSessions, leadMessages, notificationOutbox } from "../schema";
import { deleteRecords, type PersonalDataCounts, recordsOf } from "./privacy-records";

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
