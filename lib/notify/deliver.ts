// Sends what the notification outbox holds: a signed webhook POST, or an email through nodemailer.
// A worker claims due deliveries with FOR UPDATE SKIP LOCKED, so several instances never send
// one twice; a failure is retried with exponential backoff (30 s doubling to an hour) for two
// days, then shown as failed in the dashboard, where the owner can retry it.
import "server-only";
import { createHmac } from "node:crypto";
import { after } from "next/server";
import nodemailer, { type Transporter } from "nodemailer";
import { site } from "@/config/site";
import {
  claimDueNotifications,
  markNotificationDelivered,
  markNotificationFailed,
  type OutboxRow,
} from "@/lib/db/queries/notifications";
import { env } from "@/lib/env";
import type { NotificationPayload } from "./payload";
import { configuredChannels } from "./queue";

const GIVE_UP_AFTER_MS = 48 * 60 * 60_000;
const REQUEST_TIMEOUT_MS = 8_000;

/** Waits 30 s, 1 min, 2 min … up to an hour between attempts. */
export const retryDelayMs = (attempts: number) =>
  Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));

/** The `X-Signature-256` of a webhook body: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const webhookSignature = (body: string, secret: string) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

async function sendWebhook(row: OutboxRow) {
  const url = env.LEAD_WEBHOOK_URL;
  if (!url) throw new Error("LEAD_WEBHOOK_URL is not set");
  // The delivery's id (the same on every retry) and time travel inside the signed body: a
  // receiver that remembers the ids it handled, and refuses old ones, is not fooled by a
  // captured request sent again.
  const body = JSON.stringify({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    ...row.payload,
  });
  const res = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": `${site.company} lead notifications`,
      "X-Webhook-Id": row.id,
      ...(env.LEAD_WEBHOOK_SECRET
        ? { "X-Signature-256": webhookSignature(body, env.LEAD_WEBHOOK_SECRET) }
        : {}),
    },
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`webhook answered ${res.status}`);
}

let transport: Transporter | null = null;

async function sendEmail(payload: NotificationPayload) {
  if (!env.SMTP_URL || !env.NOTIFY_EMAIL) throw new Error("SMTP_URL and NOTIFY_EMAIL are not set");
  transport ??= nodemailer.createTransport({
    url: env.SMTP_URL,
    connectionTimeout: REQUEST_TIMEOUT_MS,
    greetingTimeout: REQUEST_TIMEOUT_MS,
    socketTimeout: REQUEST_TIMEOUT_MS,
  });
  const { subject, text } = emailOf(payload);
  await transport.sendMail({
    from: env.NOTIFY_FROM ?? site.supportEmail,
    to: env.NOTIFY_EMAIL,
    subject,
    text,
  });
}

/** The email of a notification: what happened, who, how to reach them, and the link. */
export function emailOf(payload: NotificationPayload): { subject: string; text: string } {
  const l = payload.lead;
  const who = l.contact_name || l.contact_email || l.contact_phone || "A visitor";
  const subject =
    payload.event === "contact.created"
      ? `New contact-form message from ${who}`
      : payload.event === "lead.created"
        ? `New lead: ${who}`
        : `Hot lead: ${who}`;
  const lines = [
    subject,
    "",
    `Name: ${l.contact_name ?? "—"}`,
    `Email: ${l.contact_email ?? "—"}`,
    `Phone: ${l.contact_phone ?? "—"}`,
    `Company: ${l.company_name ?? "—"}`,
    `Services: ${l.services_discussed.join(", ") || "—"}`,
    `Pain points: ${l.key_pain_points.join(", ") || "—"}`,
    "",
    l.chat_summary,
    "",
    `Open the lead: ${l.url}`,
  ];
  return { subject, text: lines.join("\n") };
}

async function deliverOne(row: OutboxRow) {
  try {
    if (row.channel === "webhook") await sendWebhook(row);
    else await sendEmail(row.payload);
    await markNotificationDelivered({ id: row.id });
  } catch (err) {
    const attempts = row.attempts + 1;
    const dead = Date.now() - row.createdAt.getTime() > GIVE_UP_AFTER_MS;
    await markNotificationFailed({
      id: row.id,
      attempts,
      error: err instanceof Error ? err.message.slice(0, 500) : String(err).slice(0, 500),
      nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
      dead,
    });
  }
}

/** Delivers every due notification (claimed by this worker alone). Answers how many it tried. */
export async function deliverDueNotifications({ limit = 20 }: { limit?: number } = {}) {
  let tried = 0;
  for (;;) {
    const rows = await claimDueNotifications({ limit });
    if (rows.length === 0) return tried;
    await Promise.all(rows.map(deliverOne));
    tried += rows.length;
    if (rows.length < limit) return tried;
  }
}

let timer: ReturnType<typeof setInterval> | undefined;

/** The background worker of this instance: every few seconds, while the server runs. */
export function startNotificationWorker(everyMs = 5_000) {
  if (timer || configuredChannels().length === 0) return;
  timer = setInterval(() => {
    deliverDueNotifications().catch((err) => console.error("[notify] delivery round failed:", err));
  }, everyMs);
  timer.unref();
}

/**
 * Delivers due notifications once the current response has been sent (Next's `after`), so a
 * visitor's request never waits for a webhook or an SMTP server. Outside a request (scripts,
 * tests) nothing is scheduled: the worker, or the caller, delivers.
 */
export function deliverAfterResponse() {
  if (configuredChannels().length === 0) return;
  try {
    after(() => deliverDueNotifications().catch((err) => console.error("[notify]", err)));
  } catch {
    // Not inside a request.
  }
}
