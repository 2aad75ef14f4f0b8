// Email through SMTP_URL (nodemailer): lead notifications (./deliver.ts) and the admin's own
// mail, such as a password reset link. One connection pool per process, each step time-limited.
import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { site } from "@/config/site";
import { env } from "@/lib/env";

const TIMEOUT_MS = 8_000;
let transport: Transporter | null = null;

/** Whether the site can send email at all (SMTP_URL set). */
export const canSendMail = () => Boolean(env.SMTP_URL);

export async function sendMail({
  to,
  subject,
  text,
  urgent = false,
  replyTo,
  ics,
  headers,
  messageId,
}: {
  to: string;
  subject: string;
  text: string;
  /** Where the recipient's answer goes (the owner's own address, for a reply to a lead). */
  replyTo?: string;
  /** Marked high priority (X-Priority 1, Importance: high), as a mail client shows it. */
  urgent?: boolean;
  /** A calendar file attached (text/calendar), as calendar apps import it. */
  ics?: { filename: string; content: string };
  /** Extra headers (a newsletter's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Its Message-ID (without angle brackets), when a reply must find it. */
  messageId?: string;
}) {
  if (!env.SMTP_URL) throw new Error("SMTP_URL is not set");
  transport ??= nodemailer.createTransport({
    url: env.SMTP_URL,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  await transport.sendMail({
    from: env.NOTIFY_FROM ?? site.supportEmail,
    to,
    subject,
    text,
    ...(replyTo ? { replyTo } : {}),
    ...(messageId ? { messageId: `<${messageId}>` } : {}),
    ...(headers ? { headers } : {}),
    ...(urgent ? { priority: "high" as const } : {}),
    ...(ics
      ? {
          attachments: [
            {
              filename: ics.filename,
              content: ics.content,
              contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            },
          ],
        }
      : {}),
  });
}
