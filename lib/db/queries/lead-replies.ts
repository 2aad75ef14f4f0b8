import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "../client";
import { chatSummaries, imapMailboxes, leadActivity, leadEmails, leadReplies } from "../schema";
import { applyLeadChange } from "./inbox";
import type { NotifyTx } from "./notifications";

export type ReplyMatch = { leadId: string; matchedBy: "thread" | "reply_address" | "sender" };

/** The lead a received email answers: the email it names (In-Reply-To/References), its reply
 * address's token, or (newest first) a lead with the sender's email; null for anyone else. */
export async function findLeadForReply({
  answers,
  tokens,
  fromEmail,
}: {
  answers: string[];
  tokens: string[];
  fromEmail: string | null;
}): Promise<ReplyMatch | null> {
  const db = await getDb();
  if (answers.length) {
    const [sent] = await db
      .select({ leadId: leadEmails.leadId })
      .from(leadEmails)
      .where(inArray(leadEmails.messageId, answers))
      .orderBy(desc(leadEmails.createdAt))
      .limit(1);
    if (sent) return { leadId: sent.leadId, matchedBy: "thread" };
  }
  if (tokens.length) {
    const [lead] = await db
      .select({ id: chatSummaries.id })
      .from(chatSummaries)
      .where(inArray(chatSummaries.replyToken, tokens))
      .limit(1);
    if (lead) return { leadId: lead.id, matchedBy: "reply_address" };
  }
  if (fromEmail) {
    const [lead] = await db
      .select({ id: chatSummaries.id })
      .from(chatSummaries)
      .where(eq(chatSummaries.contactEmail, fromEmail))
      .orderBy(desc(chatSummaries.createdAt))
      .limit(1);
    if (lead) return { leadId: lead.id, matchedBy: "sender" };
  }
  return null;
}

export type NewReply = {
  leadId: string;
  messageId: string;
  fromEmail: string;
  fromName: string | null;
  subject: string;
  body: string;
  truncated: boolean;
  attachments: Array<{ name: string; size: number; type: string }>;
  autoReply: boolean;
  verified: boolean;
  matchedBy: ReplyMatch["matchedBy"];
  via: "imap" | "webhook";
  sentAt: Date;
};

/** Stores a reply once per Message-ID (false: stored already); one by the lead, not an auto-reply,
 * also moves the lead on and calls `notify`, in the same transaction. */
export async function recordReply(
  reply: NewReply,
  notify: (tx: NotifyTx, leadId: string) => Promise<unknown>,
): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(leadReplies)
      .values(reply)
      .onConflictDoNothing({ target: leadReplies.messageId })
      .returning({ id: leadReplies.id });
    if (!stored) return false;
    if (reply.autoReply) return true;
    const [lead] = await tx
      .update(chatSummaries)
      .set({
        lastReplyAt: sql`greatest(${chatSummaries.lastReplyAt}, ${reply.sentAt.toISOString()}::timestamptz)`,
      })
      .where(eq(chatSummaries.id, reply.leadId))
      .returning({ status: chatSummaries.status, name: chatSummaries.contactName });
    if (!lead) return true;
    const who = reply.fromName || lead.name || reply.fromEmail;
    if (lead.status === "New")
      await applyLeadChange(tx, reply.leadId, { status: "Contacted" }, who);
    await tx.insert(leadActivity).values({
      leadId: reply.leadId,
      actor: who,
      kind: "replied",
      toValue: reply.subject,
    });
    await notify(tx, reply.leadId);
    return true;
  });
}

/** A lead's replies, oldest first, as its page shows them. */
export async function listReplies({ leadId }: { leadId: string }) {
  const db = await getDb();
  return db
    .select({
      id: leadReplies.id,
      fromEmail: leadReplies.fromEmail,
      fromName: leadReplies.fromName,
      subject: leadReplies.subject,
      body: leadReplies.body,
      truncated: leadReplies.truncated,
      attachments: leadReplies.attachments,
      autoReply: leadReplies.autoReply,
      verified: leadReplies.verified,
      sentAt: leadReplies.sentAt,
    })
    .from(leadReplies)
    .where(eq(leadReplies.leadId, leadId))
    .orderBy(asc(leadReplies.sentAt));
}

/** Where the watcher stopped in a mailbox (null: never looked). */
export async function mailboxPosition({ mailbox }: { mailbox: string }) {
  const db = await getDb();
  const [row] = await db
    .select({
      uidValidity: imapMailboxes.uidValidity,
      lastUid: imapMailboxes.lastUid,
      at: imapMailboxes.updatedAt,
    })
    .from(imapMailboxes)
    .where(eq(imapMailboxes.mailbox, mailbox))
    .limit(1);
  return row ?? null;
}

export async function saveMailboxPosition({
  mailbox,
  uidValidity,
  lastUid,
}: {
  mailbox: string;
  uidValidity: string;
  lastUid: number;
}) {
  const db = await getDb();
  await db
    .insert(imapMailboxes)
    .values({ mailbox, uidValidity, lastUid })
    .onConflictDoUpdate({
      target: imapMailboxes.mailbox,
      set: { uidValidity, lastUid, updatedAt: sql`now()` },
      // A slower watcher never moves the position back within one UIDVALIDITY.
      setWhere: and(
        sql`${imapMailboxes.uidValidity} <> ${uidValidity} or ${imapMailboxes.lastUid} < ${lastUid}`,
      ),
    });
}
