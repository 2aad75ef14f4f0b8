// One lead (/admin/leads/{id}, rendered on the server), in the agency's time zone whoever reads it.
import { CalendarDays, Mail, Phone } from "@/components/ui/icons";
import { site } from "@/config/site";
import { suggestedDeals } from "@/lib/leads/deal-suggestion";
import { agencyToday } from "@/lib/rules/follow-up";
import { cn } from "@/lib/utils/cn";
import { formatDay } from "@/lib/utils/format-day";
import { localDate } from "@/lib/utils/local-date";
import { formatUsd } from "@/lib/utils/money";
import type { LeadDetailJson } from "@/lib/validations/lead-detail";
import {
  LEAD_SOURCE_LABELS,
  type LeadSource,
  MANUAL_LEAD_SOURCES,
} from "@/lib/validations/summaries";
import { followUpLabel } from "./follow-up-badge";
import { type AssigneeOption, LeadAssignee } from "./lead-assignee";
import { Conversation } from "./lead-conversation";
import { LeadDeal } from "./lead-deal";
import { Emails } from "./lead-emails";
import { LeadEvents } from "./lead-events";
import { card, when } from "./lead-format";
import { HandoffRequest } from "./lead-handoff";
import { Origin } from "./lead-origin";
import { AddNote, BackToLeads, WorkLead } from "./lead-work";
import { QualificationBadge, StatusBadge } from "./qualification-badge";
import { ErrorPanel } from "./status-panels";

/** Where a lead arrived from, as its history says it. */
const ARRIVALS: Partial<Record<string, string>> = {
  contact_form: "the contact form",
  booking: "a booked call",
  waitlist: "the event waitlist",
  workshop: "a ticket",
  import: "a CSV import",
};
const byHand: ReadonlySet<string> = new Set(MANUAL_LEAD_SOURCES);
const money = (cents: string) => formatUsd(Number(cents));

const ACTIVITY: Record<string, (from: string | null, to: string | null) => string> = {
  created: (_f, to) =>
    to && byHand.has(to)
      ? `Added by hand (${LEAD_SOURCE_LABELS[to as LeadSource]})`
      : `Arrived from ${ARRIVALS[to ?? ""] ?? "the chat"}`,
  status: (from, to) => `Status ${from} → ${to}`,
  qualification: (from, to) => `Qualification ${from} → ${to}`,
  note: () => "Added a note",
  handoff: () => "Answered the request for a person",
  booking: (provider, to) => `${provider ? `${provider}: ` : ""}call ${to}`,
  email: (_f, subject) => `Sent an email: “${subject}”`,
  follow_up: (_f, to) => (to ? `Follow-up set for ${dayOf(to)}` : "Follow-up cleared"),
  deal_value: (from, to) =>
    to ? `Deal value ${from ? `${money(from)} → ` : ""}${money(to)}` : "Deal value cleared",
  expected_close: (_f, to) => (to ? `Expected to close ${formatDay(to)}` : "Close date cleared"),
  assignee: (_f, to) => (to ? `Assigned to ${to}` : "Unassigned"),
  replied: (_f, subject) => `Replied by email${subject ? `: “${subject}”` : ""}`,
};

const dayOf = (iso: string) => formatDay(localDate(new Date(iso), site.timeZone));

const PROVIDERS = { cal: "Cal.com", calendly: "Calendly" } as const;
const BOOKING_LABELS = { booked: "Booked", rescheduled: "Moved", cancelled: "Cancelled" } as const;

const GONE =
  "This lead is not here: it was deleted (a privacy request or the retention period), joined to an older lead with the same email, or is not among the leads assigned to you.";

export function LeadGone() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <BackToLeads />
      <ErrorPanel message={GONE} />
    </div>
  );
}

export function LeadDetail({
  lead: d,
  owner,
  admins,
}: {
  lead: LeadDetailJson;
  owner: string;
  /** Who the lead can be assigned to. */
  admins: AssigneeOption[];
}) {
  const uid = "lead";
  const l = d.lead;
  const followUp = l.follow_up_at ? followUpLabel(l.follow_up_at).text : null;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <BackToLeads />
      <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {l.contact_name || "Unnamed visitor"}
          </h1>
          <p className="mt-1 text-sm text-muted">
            {l.company_name ? `${l.company_name} · ` : ""}
            {LEAD_SOURCE_LABELS[l.source]} · {formatDay(l.interaction_date)} · {d.visit_count}{" "}
            {d.visit_count === 1 ? "visit" : "visits"}
          </p>
        </div>
        <div className="flex gap-2">
          <StatusBadge value={l.status} />
          <QualificationBadge value={l.lead_qualification} />
        </div>
      </div>

      {l.handoff && <HandoffRequest handoff={l.handoff} leadId={l.id} />}

      <div className="mt-6 grid gap-6 lg:grid-cols-[1.4fr_1fr]">
        <div className="space-y-6">
          <section aria-labelledby={`${uid}-details`} className={card}>
            <h2 id={`${uid}-details`} className="font-semibold text-ink">
              Details
            </h2>
            <div className="mt-3 space-y-1 text-sm">
              {l.contact_email && (
                <a
                  href={`mailto:${l.contact_email}`}
                  className="flex items-center gap-2 break-all text-brand-700 hover:underline"
                >
                  <Mail className="size-4 shrink-0" aria-hidden />
                  {l.contact_email}
                </a>
              )}
              {l.contact_phone && (
                <a
                  href={`tel:${l.contact_phone.replace(/[^\d+]/g, "")}`}
                  className="flex items-center gap-2 text-brand-700 hover:underline"
                >
                  <Phone className="size-4 shrink-0" aria-hidden />
                  {l.contact_phone}
                </a>
              )}
            </div>
            <p className="mt-3 leading-7 text-ink">{l.chat_summary}</p>
            <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="font-semibold text-muted">Services</dt>
                <dd className="text-ink">{l.services_discussed.join(", ") || "—"}</dd>
              </div>
              <div>
                <dt className="font-semibold text-muted">Pain points</dt>
                <dd className="text-ink">{l.key_pain_points.join(", ") || "—"}</dd>
              </div>
              <div>
                <dt className="font-semibold text-muted">Next step</dt>
                <dd className="text-ink">
                  {l.next_step}
                  {l.call_to_action_offered ? " (clicked Schedule Call)" : ""}
                </dd>
              </div>
              {l.deal_value_cents !== null || l.expected_close_on ? (
                <div>
                  <dt className="font-semibold text-muted">Deal</dt>
                  <dd className="text-ink">
                    {l.deal_value_cents !== null ? formatUsd(l.deal_value_cents) : "—"}
                    {l.expected_close_on
                      ? `, expected to close ${formatDay(l.expected_close_on)}`
                      : ""}
                  </dd>
                </div>
              ) : null}
            </dl>
            <Origin attribution={d.attribution} referredBy={d.referred_by} />
          </section>

          <Emails lead={d} owner={owner} />

          <Conversation lead={d} />
        </div>

        <div className="space-y-6">
          <section aria-labelledby={`${uid}-work`} className={card}>
            <h2 id={`${uid}-work`} className="font-semibold text-ink">
              Work this lead
            </h2>
            <WorkLead lead={d} today={agencyToday().today} followUp={followUp} />
            <LeadDeal
              key={`${l.deal_value_cents}-${l.expected_close_on}`}
              leadId={l.id}
              valueCents={l.deal_value_cents}
              closeOn={l.expected_close_on}
              suggestions={suggestedDeals([l.chat_summary, ...d.transcript.map((m) => m.content)])}
            />
            <LeadAssignee leadId={l.id} assigneeId={l.assignee_id} admins={admins} />
            <div className="mt-4 rounded-xl bg-surface p-3 text-sm">
              <p className="font-semibold text-ink">Proposed: {d.proposal.qualification}</p>
              <ul className="mt-1 list-disc pl-5 text-muted">
                {d.proposal.reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </div>
          </section>

          {d.bookings.length > 0 && (
            <section aria-labelledby={`${uid}-calls`} className={card}>
              <h2 id={`${uid}-calls`} className="font-semibold text-ink">
                Calls
              </h2>
              <ul aria-label="Calls" className="mt-3 space-y-2 text-sm">
                {d.bookings.map((b) => (
                  <li key={`${b.provider}-${b.start_at}`} className="flex items-start gap-2">
                    <CalendarDays className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
                    <span className={cn("text-ink", b.status === "cancelled" && "line-through")}>
                      {when(b.start_at)}
                      <span className="block text-xs text-muted">
                        {BOOKING_LABELS[b.status]} through {PROVIDERS[b.provider]}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}

          <LeadEvents events={d.events} />

          <section aria-labelledby={`${uid}-notes`} className={card}>
            <h2 id={`${uid}-notes`} className="font-semibold text-ink">
              Notes
            </h2>
            {d.notes.length > 0 && (
              <ul aria-label="Notes" className="mt-3 space-y-3">
                {d.notes.map((n) => (
                  <li key={n.id} className="rounded-xl border border-line p-3 text-sm">
                    <p className="whitespace-pre-line text-ink">{n.body}</p>
                    <p className="mt-1 text-xs text-muted">
                      {n.author} · {when(n.created_at)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <AddNote leadId={l.id} />
          </section>
          <section aria-labelledby={`${uid}-history`} className={card}>
            <h2 id={`${uid}-history`} className="font-semibold text-ink">
              History
            </h2>
            <ol aria-label="History" className="mt-3 space-y-2 text-sm">
              {d.activity.map((a) => (
                <li key={`${a.at}-${a.kind}-${a.to}`}>
                  <span className="text-ink">{ACTIVITY[a.kind]?.(a.from, a.to) ?? a.kind}</span>
                  <span className="block text-xs text-muted">
                    {when(a.at)}
                    {a.actor ? ` · ${a.actor}` : ""}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </div>
  );
}
