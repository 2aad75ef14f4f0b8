// The leads: a real table on wide screens, cards on narrow ones (only one is ever
// displayed, so assistive technology meets each lead once).

import Link from "next/link";
import type { ReactNode } from "react";
import { CircleCheck, Mail, Phone } from "@/components/ui/icons";
import { cn } from "@/lib/utils/cn";
import { formatDay } from "@/lib/utils/format-day";
import { type ChatSummaryJson, LEAD_SOURCE_LABELS } from "@/lib/validations/summaries";
import { leadHref } from "./admin-link";
import { FollowUpBadge } from "./follow-up-badge";
import { HandoffBadge, QualificationBadge, StatusBadge } from "./qualification-badge";

const dash = (
  <span className="text-muted">
    <span aria-hidden>—</span>
    <span className="sr-only">None</span>
  </span>
);

/** An email that wraps before "@" and dots when it must, not in the middle of a word. */
function Email({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <span className="min-w-0 [overflow-wrap:anywhere]">
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
        <span key={i}>
          {i > 0 && <wbr />}
          {part}
        </span>
      ))}
    </span>
  );
}

function ContactLinks({ summary }: { summary: ChatSummaryJson }) {
  return (
    <div className="mt-1 space-y-0.5 text-sm">
      {summary.contact_email && (
        <a
          href={`mailto:${summary.contact_email}`}
          className="flex items-center gap-1.5 text-brand-700 underline-offset-2 hover:underline"
        >
          <Mail className="size-3.5 shrink-0" aria-hidden />
          <Email address={summary.contact_email} />
        </a>
      )}
      {summary.contact_phone && (
        <a
          href={`tel:${summary.contact_phone.replace(/[^\d+]/g, "")}`}
          className="flex items-center gap-1.5 text-brand-700 underline-offset-2 hover:underline"
        >
          <Phone className="size-3.5 shrink-0" aria-hidden />
          {summary.contact_phone}
        </a>
      )}
    </div>
  );
}

function Chips({ items }: { items: string[] }) {
  if (items.length === 0) return dash;
  return (
    <ul className="flex flex-wrap gap-1">
      {[...new Set(items)].map((item) => (
        <li
          key={item}
          className="rounded-md bg-surface px-2 py-0.5 text-xs text-ink ring-1 ring-line ring-inset"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

function NextStep({ summary }: { summary: ChatSummaryJson }) {
  return (
    <div className="text-sm text-ink">
      {summary.next_step}
      {summary.call_to_action_offered && (
        <span className="mt-1 flex items-center gap-1 text-xs font-medium text-emerald-800">
          <CircleCheck className="size-3.5" aria-hidden />
          Call offered
        </span>
      )}
    </div>
  );
}

const name = (s: ChatSummaryJson) => s.contact_name || "Unnamed visitor";

/** The visitor asked the chat for a person and the owner has not answered yet. */
export const waitingForPerson = (s: ChatSummaryJson) =>
  s.handoff !== null && s.handoff.answered_at === null;

function StatusCell({ summary }: { summary: ChatSummaryJson }) {
  return (
    <div className="space-y-1">
      <StatusBadge value={summary.status} />
      {waitingForPerson(summary) && (
        <div>
          <HandoffBadge />
        </div>
      )}
      <p className="text-xs text-muted">{LEAD_SOURCE_LABELS[summary.source]}</p>
      <FollowUpBadge summary={summary} />
    </div>
  );
}

function LeadName({ summary }: { summary: ChatSummaryJson }) {
  return (
    <Link
      href={leadHref(summary.id)}
      className="text-ink underline-offset-2 hover:text-brand-700 hover:underline"
    >
      {name(summary)}
    </Link>
  );
}

export function LeadTable({
  summaries,
  caption,
}: {
  summaries: ChatSummaryJson[];
  caption: string;
}) {
  const th = "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted";
  return (
    // Scrolls sideways rather than squeezing the columns; focusable so keyboards can scroll too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="scroll-shadows overflow-x-auto" tabIndex={0} aria-label={caption}>
      <table className="min-w-full divide-y divide-line text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface">
          <tr>
            <th scope="col" className={th}>
              Date
            </th>
            <th scope="col" className={th}>
              Contact
            </th>
            <th scope="col" className={cn(th, "hidden 2xl:table-cell")}>
              Company
            </th>
            <th scope="col" className={th}>
              Qualification
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={cn(th, "hidden 2xl:table-cell")}>
              Services
            </th>
            <th scope="col" className={cn(th, "hidden 2xl:table-cell")}>
              Pain points
            </th>
            <th scope="col" className={th}>
              Summary
            </th>
            <th scope="col" className={th}>
              Next step
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {summaries.map((s) => (
            <tr
              key={s.id}
              className={cn(
                "align-top",
                waitingForPerson(s) ? "bg-red-50/70 hover:bg-red-50" : "hover:bg-brand-50/40",
              )}
            >
              <td className="whitespace-nowrap px-4 py-4 text-muted">
                <time dateTime={s.interaction_date}>{formatDay(s.interaction_date)}</time>
              </td>
              <th scope="row" className="min-w-48 px-4 py-4 text-left font-semibold text-ink">
                <LeadName summary={s} />
                {s.company_name && (
                  <p className="font-normal text-muted 2xl:hidden">{s.company_name}</p>
                )}
                <ContactLinks summary={s} />
              </th>
              <td className="hidden min-w-32 px-4 py-4 text-ink 2xl:table-cell">
                {s.company_name || dash}
              </td>
              <td className="px-4 py-4">
                <QualificationBadge value={s.lead_qualification} />
              </td>
              <td className="whitespace-nowrap px-4 py-4">
                <StatusCell summary={s} />
              </td>
              <td className="hidden min-w-40 px-4 py-4 2xl:table-cell">
                <Chips items={s.services_discussed} />
              </td>
              <td className="hidden min-w-40 px-4 py-4 2xl:table-cell">
                <Chips items={s.key_pain_points} />
              </td>
              <td className="min-w-64 max-w-md px-4 py-4 leading-6 text-ink">{s.chat_summary}</td>
              <td className="min-w-36 px-4 py-4">
                <NextStep summary={s} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-1 text-sm text-ink">{children}</dd>
    </div>
  );
}

export function LeadCards({ summaries, label }: { summaries: ChatSummaryJson[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-line">
      {summaries.map((s) => (
        <li key={s.id} className={cn("p-4 sm:p-5", waitingForPerson(s) && "bg-red-50/70")}>
          <article aria-label={name(s)}>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="font-semibold">
                  <LeadName summary={s} />
                </h3>
                {s.company_name && <p className="text-sm text-muted">{s.company_name}</p>}
              </div>
              <QualificationBadge value={s.lead_qualification} />
            </div>
            <p className="mt-1 text-xs text-muted">
              <time dateTime={s.interaction_date}>{formatDay(s.interaction_date)}</time>
            </p>
            <ContactLinks summary={s} />
            <p className="mt-3 text-sm leading-6 text-ink">{s.chat_summary}</p>
            <dl className="mt-3 grid gap-3 sm:grid-cols-4">
              <Field label="Status">
                <StatusCell summary={s} />
              </Field>
              <Field label="Services">
                <Chips items={s.services_discussed} />
              </Field>
              <Field label="Pain points">
                <Chips items={s.key_pain_points} />
              </Field>
              <Field label="Next step">
                <NextStep summary={s} />
              </Field>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
