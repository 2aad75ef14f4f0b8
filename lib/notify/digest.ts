// The 8 a.m. email (a job of lib/jobs): each admin's own leads, and for owners those nobody has.
// The run that first records the day writes the emails in that transaction: one each.
import "server-only";
import { site } from "@/config/site";
import {
  type DigestContents,
  digestContents,
  enqueueMail,
  onceAcrossInstances,
  pruneOldDigests,
} from "@/lib/db/queries/digest";
import { agencyToday } from "@/lib/rules/follow-up";
import { localDate } from "@/lib/utils/local-date";
import { zonedInstant } from "@/lib/utils/time";
import type { MailPayload } from "@/lib/validations/notification-payload";
import { LEAD_SOURCE_LABELS } from "@/lib/validations/summaries";

export const DIGEST_HOUR = 8;
const AT = `${String(DIGEST_HOUR).padStart(2, "0")}:00`;
const JOB = "morning-digest";

const clock = new Intl.DateTimeFormat("en-US", {
  hour: "numeric",
  minute: "2-digit",
  timeZone: site.timeZone,
});
const dayName = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: site.timeZone,
});
const shortDay = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: site.timeZone,
});

type Lead = DigestContents["arrived"][number];

const who = (l: Lead) =>
  [l.name || l.email || l.phone || "A visitor", l.company].filter(Boolean).join(", ");
const link = (l: Lead) => `${site.url}/admin/leads/${l.id}`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The digest's subject and text; null on a day with nothing to tell. */
export function digestEmail(c: DigestContents, { dayStart }: { dayStart: Date }) {
  if (c.arrived.length + c.replied.length + c.due.length + c.calls.length === 0) return null;
  const parts = [
    c.replied.length > 0 && plural(c.replied.length, "reply waiting", "replies waiting"),
    c.arrived.length > 0 && plural(c.arrived.length, "new lead", "new leads"),
    c.due.length > 0 && plural(c.due.length, "follow-up", "follow-ups"),
    c.calls.length > 0 && plural(c.calls.length, "call", "calls"),
  ].filter(Boolean);
  const section = (title: string, lines: string[]) =>
    lines.length ? ["", `${title}:`, ...lines] : [];
  const text = [
    `Good morning. Here is ${dayName.format(dayStart)} at ${site.company}.`,
    ...section(
      "Replied, waiting for your answer",
      c.replied.map(
        (l) =>
          `- ${who(l)}${l.lastReplyAt ? ` (replied ${shortDay.format(l.lastReplyAt)})` : ""}  ${link(l)}`,
      ),
    ),
    ...section(
      "Calls today",
      c.calls.map(
        (l) => `- ${clock.format(l.startAt)} ${site.timeZoneLabel}: ${who(l)}  ${link(l)}`,
      ),
    ),
    ...section(
      "Follow-ups due",
      c.due.map(
        (l) =>
          `- ${who(l)}${l.followUpAt && l.followUpAt < dayStart ? ` (overdue since ${shortDay.format(l.followUpAt)})` : ""}  ${link(l)}`,
      ),
    ),
    ...section(
      "New leads",
      c.arrived.map(
        (l) => `- ${who(l)} · ${LEAD_SOURCE_LABELS[l.source]} · ${l.qualification}  ${link(l)}`,
      ),
    ),
    "",
    `All leads: ${site.url}/admin`,
  ].join("\n");
  return { subject: `Your day at ${site.company}: ${parts.join(", ")}`, text };
}

/** One admin's part: the leads assigned to them, and for owners also those nobody has. */
export function digestFor(
  c: DigestContents,
  admin: DigestContents["admins"][number],
): DigestContents {
  const theirs = (l: { assigneeId: string | null }) =>
    l.assigneeId === admin.id || (l.assigneeId === null && admin.role === "owner");
  return {
    ...c,
    arrived: c.arrived.filter(theirs),
    replied: c.replied.filter(theirs),
    due: c.due.filter(theirs),
    calls: c.calls.filter(theirs),
  };
}

/** Sends the day's digest from 8 a.m. (agency time) unless an instance has; true if this call
 * wrote it. */
export async function sendMorningDigest(now = new Date()): Promise<boolean> {
  const { today, start: dayStart, end: dayEnd } = agencyToday(now);
  const until = zonedInstant(`${today}T${AT}`, site.timeZone);
  if (now < until) return false;
  const yesterday = localDate(new Date(dayStart.getTime() - 12 * 3_600_000), site.timeZone);
  const since = zonedInstant(`${yesterday}T${AT}`, site.timeZone);
  let wrote = false;
  await onceAcrossInstances(JOB, today, async (tx) => {
    await pruneOldDigests(tx);
    const contents = await digestContents(tx, { since, until, dayStart, dayEnd });
    const mails: MailPayload[] = [];
    for (const admin of contents.admins) {
      const email = digestEmail(digestFor(contents, admin), { dayStart });
      if (email) mails.push({ event: "owner.digest", mail: { to: [admin.email], ...email } });
    }
    await enqueueMail(tx, mails);
    wrote = mails.length > 0;
  });
  return wrote;
}
