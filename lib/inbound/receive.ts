// One path for every received email, whichever way it came in (the IMAP watcher or a forwarder's
// webhook): parse it, find the lead it answers, store its new text once, and tell the owners.
// Mail that answers no lead (newsletters, spam, other business) is counted and dropped unread.
import "server-only";
import { site } from "@/config/site";
import { findLeadForReply, recordReply } from "@/lib/db/queries/lead-replies";
import { listAdmins } from "@/lib/db/queries/users";
import { env } from "@/lib/env";
import { leadChannel, publish } from "@/lib/live/bus";
import { metrics } from "@/lib/metrics";
import { deliverAfterResponse } from "@/lib/notify/deliver";
import { notifyAfterReply } from "@/lib/notify/queue";
import { type ParsedEmail, parseEmail } from "./parse";

export type ReceiveOutcome = "stored" | "auto_reply" | "duplicate" | "ignored";

/** The lead tokens of the reply addresses it was sent to (replies+<token>@…). */
function replyTokens(recipients: string[]): string[] {
  const base = env.INBOUND_REPLY_ADDRESS?.toLowerCase();
  if (!base) return [];
  const at = base.lastIndexOf("@");
  const local = base.slice(0, at);
  const domain = base.slice(at);
  return recipients.flatMap((r) => {
    if (!r.endsWith(domain) || !r.startsWith(`${local}+`)) return [];
    const token = r.slice(local.length + 1, r.length - domain.length);
    return /^[\w-]{8,40}$/.test(token) ? [token] : [];
  });
}

/** Mail the site or an admin sent (a copy in the watched mailbox, the owner answering the thread). */
async function isOwnMail(from: string) {
  const own = [site.supportEmail, site.helloEmail, env.NOTIFY_FROM, env.NOTIFY_EMAIL].filter(
    Boolean,
  );
  if (own.some((a) => a?.toLowerCase() === from)) return true;
  return (await listAdmins()).some((a) => a.email.toLowerCase() === from);
}

const domainOf = (email: string) => email.slice(email.lastIndexOf("@") + 1);

async function store(mail: ParsedEmail, via: "imap" | "webhook"): Promise<ReceiveOutcome> {
  const from = mail.fromEmail;
  if (!from || (await isOwnMail(from))) return "ignored";
  const match = await findLeadForReply({
    answers: mail.answers,
    tokens: replyTokens(mail.recipients),
    fromEmail: from,
  });
  if (!match) return "ignored";
  // A reference only the recipient had proves the thread; a sender's address alone can be forged.
  const verified =
    match.matchedBy !== "sender" || mail.authenticatedDomains.includes(domainOf(from));
  const sentAt = mail.sentAt.getTime() > Date.now() ? new Date() : mail.sentAt;
  const stored = await recordReply(
    {
      leadId: match.leadId,
      messageId: mail.messageId,
      fromEmail: from,
      fromName: mail.fromName,
      subject: mail.subject,
      body: mail.text,
      truncated: mail.truncated,
      attachments: mail.attachments,
      autoReply: mail.autoReply,
      verified,
      matchedBy: match.matchedBy,
      via,
      sentAt,
    },
    (tx, leadId) =>
      notifyAfterReply(tx, leadId, {
        from: mail.fromName ? `${mail.fromName} <${from}>` : from,
        subject: mail.subject,
        text: mail.text.slice(0, 2_000),
        verified,
        sent_at: sentAt.toISOString(),
      }),
  );
  if (!stored) return "duplicate";
  // An open lead page shows it at once (on any instance); a page opened later reads it anyway.
  await publish(leadChannel(match.leadId), { type: "reply" }).catch(() => {});
  return mail.autoReply ? "auto_reply" : "stored";
}

/** Takes one raw message (RFC 5322 bytes) in; answers what became of it. */
export async function receiveEmail(raw: Buffer, via: "imap" | "webhook"): Promise<ReceiveOutcome> {
  const outcome = await store(await parseEmail(raw), via);
  metrics().inboundEmails.inc({ via, outcome });
  if (outcome === "stored") deliverAfterResponse();
  return outcome;
}
