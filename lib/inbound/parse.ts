// A received email as the lead's page keeps it: who sent it, what it answers, and its new text
// only (mailparser reads the MIME, html-to-text turns HTML into plain text, email-reply-parser cuts the
// quoted history, the signature and the "On … wrote:" line). The raw message is never kept.
import "server-only";
import { createHash } from "node:crypto";
import EmailReplyParser from "email-reply-parser";
import { convert } from "html-to-text";
import { type AddressObject, type HeaderValue, simpleParser } from "mailparser";

/** Longest reply text kept; longer text is cut, with a marker. */
export const REPLY_TEXT_MAX = 20_000;
const CUT_MARKER = "\n\n[… the rest of this email was cut]";

export type ParsedEmail = {
  messageId: string;
  fromEmail: string | null;
  fromName: string | null;
  /** Every address it was sent to (To, Cc, Delivered-To, X-Original-To), lower case. */
  recipients: string[];
  /** The Message-IDs it answers (In-Reply-To and References), without angle brackets. */
  answers: string[];
  subject: string;
  text: string;
  truncated: boolean;
  attachments: Array<{ name: string; size: number; type: string }>;
  autoReply: boolean;
  /** Domains the receiving server's Authentication-Results say passed DKIM or SPF. */
  authenticatedDomains: string[];
  sentAt: Date;
};

const bare = (id: string) => id.trim().replace(/^<|>$/g, "").toLowerCase();

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) =>
    a.value.flatMap((v) => [v, ...(v.group ?? [])]).flatMap((v) => (v.address ? [v] : [])),
  );

const headerText = (v: HeaderValue | undefined): string =>
  typeof v === "string"
    ? v
    : Array.isArray(v)
      ? v.map((x) => headerText(x as HeaderValue)).join(", ")
      : v && typeof v === "object" && "text" in v
        ? String(v.text)
        : v && typeof v === "object" && "value" in v
          ? String(v.value)
          : "";

const AUTO_SUBJECT =
  /^\s*(auto(matic)?[ -]?(reply|response|antwort)|out of (the )?office|autoreply|abwesenheit|absence|vacation)\b/i;

/** An answer a mail server or an out-of-office rule wrote, not the lead (RFC 3834 and the usual
 * vendor headers). */
function isAutoReply(headers: Map<string, HeaderValue>, subject: string) {
  const auto = headerText(headers.get("auto-submitted")).toLowerCase();
  if (auto && auto !== "no") return true;
  if (headers.has("x-autoreply") || headers.has("x-autorespond")) return true;
  if (/^(auto_reply|auto-reply)$/i.test(headerText(headers.get("precedence")))) return true;
  return AUTO_SUBJECT.test(subject);
}

/** The domains the first (the receiving server's own) Authentication-Results header passes. */
function authenticated(headers: Map<string, HeaderValue>): string[] {
  const all = headers.get("authentication-results");
  const first = headerText(Array.isArray(all) ? (all[0] as HeaderValue) : all);
  const domains: string[] = [];
  for (const m of first.matchAll(/\b(dkim|spf)=pass\b[^;]*/gi)) {
    const d =
      /header\.d=([\w.-]+)/i.exec(m[0])?.[1] ??
      /smtp\.mailfrom=(?:[^@\s;]*@)?([\w.-]+)/i.exec(m[0])?.[1];
    if (d) domains.push(d.toLowerCase());
  }
  return domains;
}

/** Cuts the quoted history and signature; an answer that is all quote keeps its whole text. */
function newText(text: string): string {
  const visible = new EmailReplyParser().parseReply(text.replace(/\r\n/g, "\n")).trim();
  return visible || text.trim();
}

/** An HTML-only message as plain text: no markup, scripts, images or links' addresses, and the
 * quoted history's usual containers left out. */
const htmlText = (html: string) =>
  convert(html, {
    wordwrap: false,
    selectors: [
      { selector: "img", format: "skip" },
      { selector: "a", options: { ignoreHref: true } },
      { selector: "blockquote", format: "skip" },
      { selector: "div.gmail_quote", format: "skip" },
      { selector: "div#divRplyFwdMsg", format: "skip" },
      { selector: "div#appendonsend", format: "skip" },
    ],
  });

export async function parseEmail(raw: Buffer): Promise<ParsedEmail> {
  const mail = await simpleParser(raw, { skipHtmlToText: true });
  const headers = mail.headers;
  const from = addresses(mail.from)[0];
  const recipients = [
    ...addresses(mail.to),
    ...addresses(mail.cc),
    ...["delivered-to", "x-original-to", "envelope-to"].flatMap((h) =>
      headerText(headers.get(h))
        .split(",")
        .map((a) => ({ address: a.trim() })),
    ),
  ]
    .map((a) => a.address?.toLowerCase() ?? "")
    .filter((a) => a.includes("@"));
  const references = Array.isArray(mail.references)
    ? mail.references
    : mail.references
      ? mail.references.split(/\s+/)
      : [];
  const subject = (mail.subject ?? "").trim().slice(0, 500);
  const plain = mail.text?.trim()
    ? mail.text
    : typeof mail.html === "string"
      ? htmlText(mail.html)
      : "";
  let text = newText(plain);
  const truncated = text.length > REPLY_TEXT_MAX;
  if (truncated) text = text.slice(0, REPLY_TEXT_MAX) + CUT_MARKER;
  return {
    // A message without one is named by its content, so a second copy is still the same.
    messageId: mail.messageId
      ? bare(mail.messageId)
      : `sha256-${createHash("sha256").update(raw).digest("hex")}`,
    fromEmail: from?.address?.toLowerCase() ?? null,
    fromName: from?.name?.trim() || null,
    recipients: [...new Set(recipients)],
    answers: [...new Set([mail.inReplyTo ?? "", ...references].filter(Boolean).map(bare))],
    subject,
    text,
    truncated,
    attachments: mail.attachments
      .filter((a) => a.contentDisposition !== "inline" || a.filename)
      .map((a) => ({
        name: (a.filename ?? "attachment").slice(0, 200),
        size: a.size,
        type: a.contentType,
      })),
    autoReply: isAutoReply(headers, subject),
    authenticatedDomains: authenticated(headers),
    sentAt: mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : new Date(),
  };
}
