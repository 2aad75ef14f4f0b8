import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { MailPayload } from "@/lib/validations/notification-payload";
import { getDb } from "../client";
import { chatSummaries, leadActivity, leadEmails, notificationOutbox } from "../schema";
import { applyLeadChange } from "./inbox";
import type { NotifyTx } from "./notifications";

const emailColumns = {
  id: leadEmails.id,
  authorName: leadEmails.authorName,
  toEmail: leadEmails.toEmail,
  subject: leadEmails.subject,
  body: leadEmails.body,
  aiDrafted: leadEmails.aiDrafted,
  createdAt: leadEmails.createdAt,
  deliveredAt: notificationOutbox.deliveredAt,
  failedAt: notificationOutbox.failedAt,
  attempts: notificationOutbox.attempts,
  lastError: notificationOutbox.lastError,
};

export type LeadEmailRow = {
  id: string;
  authorName: string;
  toEmail: string;
  subject: string;
  body: string;
  aiDrafted: boolean;
  createdAt: Date;
  deliveredAt: Date | null;
  failedAt: Date | null;
  attempts: number | null;
  lastError: string | null;
};

export type QueuedEmail =
  | { outcome: "queued" | "repeated"; email: LeadEmailRow }
  | { outcome: "no_lead" | "no_address" | "key_reused" };

/** The lead's reply-address token, made with its first email. */
async function replyTokenOf(tx: NotifyTx, leadId: string): Promise<string> {
  const [row] = await tx
    .update(chatSummaries)
    .set({
      replyToken: sql`coalesce(${chatSummaries.replyToken}, ${randomBytes(12).toString("base64url").toLowerCase()})`,
    })
    .where(eq(chatSummaries.id, leadId))
    .returning({ token: chatSummaries.replyToken });
  if (!row?.token) throw new Error("the lead's reply address was not made");
  return row.token;
}

/** replies@agency.ai and a token: replies+token@agency.ai. */
const plusAddress = (address: string, token: string) => {
  const at = address.lastIndexOf("@");
  return `${address.slice(0, at)}+${token}${address.slice(at)}`;
};

/** The owner's email to a lead, queued in one transaction; a repeated Idempotency-Key answers the
 * first email, or is refused with other text. */
export async function queueLeadEmail({
  leadId,
  author,
  subject,
  body,
  idempotencyKey,
  aiDrafted = false,
  threading,
}: {
  leadId: string;
  author: { id: string; name: string; email: string };
  subject: string;
  body: string;
  idempotencyKey: string | null;
  aiDrafted?: boolean;
  /** The domain its Message-ID is made in, and the reply address answers go to (replies+<the
   * lead's token>@…; unset: the author's own address). */
  threading: { messageDomain: string; replyAddress?: string };
}): Promise<QueuedEmail> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // The lead's row lock also puts two requests carrying one key in a line.
    const [lead] = await tx
      .select({ email: chatSummaries.contactEmail, status: chatSummaries.status })
      .from(chatSummaries)
      .where(eq(chatSummaries.id, leadId))
      .for("update");
    if (!lead) return { outcome: "no_lead" };
    if (idempotencyKey) {
      const [earlier] = await emailsOf(tx, leadId, idempotencyKey);
      if (earlier) {
        return earlier.subject === subject && earlier.body === body
          ? { outcome: "repeated", email: earlier }
          : { outcome: "key_reused" };
      }
    }
    if (!lead.email) return { outcome: "no_address" };
    const messageId = `${randomUUID()}@${threading.messageDomain}`;
    const replyTo = threading.replyAddress
      ? plusAddress(threading.replyAddress, await replyTokenOf(tx, leadId))
      : author.email;
    const payload: MailPayload = {
      event: "lead.reply",
      mail: { to: [lead.email], subject, text: body, reply_to: replyTo, message_id: messageId },
    };
    const [delivery] = await tx
      .insert(notificationOutbox)
      .values({ leadId, event: payload.event, channel: "email", payload })
      .returning({ id: notificationOutbox.id });
    const [email] = await tx
      .insert(leadEmails)
      .values({
        leadId,
        authorId: author.id,
        authorName: author.name,
        toEmail: lead.email,
        replyTo,
        messageId,
        subject,
        body,
        idempotencyKey,
        aiDrafted,
        notificationId: delivery?.id,
      })
      .returning({ id: leadEmails.id, createdAt: leadEmails.createdAt });
    if (!email) throw new Error("the email was not stored");
    await applyLeadChange(
      tx,
      leadId,
      { status: lead.status === "New" ? "Contacted" : undefined, handoffAnswered: true },
      author.name,
    );
    await tx.insert(leadActivity).values({
      leadId,
      actor: author.name,
      kind: "email",
      toValue: subject,
    });
    return {
      outcome: "queued",
      email: {
        id: email.id,
        authorName: author.name,
        toEmail: lead.email,
        subject,
        body,
        aiDrafted,
        createdAt: email.createdAt,
        deliveredAt: null,
        failedAt: null,
        attempts: 0,
        lastError: null,
      },
    };
  });
}

function emailsOf(
  db: NotifyTx | Awaited<ReturnType<typeof getDb>>,
  leadId: string,
  idempotencyKey?: string,
): Promise<LeadEmailRow[]> {
  return db
    .select(emailColumns)
    .from(leadEmails)
    .leftJoin(notificationOutbox, eq(notificationOutbox.id, leadEmails.notificationId))
    .where(
      and(
        eq(leadEmails.leadId, leadId),
        idempotencyKey ? eq(leadEmails.idempotencyKey, idempotencyKey) : undefined,
      ),
    )
    .orderBy(asc(leadEmails.createdAt));
}

/** The owner's emails to a lead, oldest first, each with how its delivery went. */
export async function listLeadEmails({ leadId }: { leadId: string }) {
  return emailsOf(await getDb(), leadId);
}
