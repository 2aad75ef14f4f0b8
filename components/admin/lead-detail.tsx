"use client";

// One lead, as the owner works it (/admin/leads/{id}, rendered first on the server with the
// lead, app/admin/leads/[id]/page.tsx): contact details and the summary, the
// server's proposed qualification with its reasons, status and qualification to set, notes, the
// history of changes, and the conversation of every visit.
import { useRouter } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { ArrowLeft, Mail, Phone } from "@/components/ui/icons";
import { toast } from "@/components/ui/toaster";
import { authorizedFetch, failureMessage } from "@/lib/admin/client";
import { cn } from "@/lib/utils/cn";
import {
  LEAD_STATUSES,
  type LeadDetailJson,
  type LeadStatus,
  QUALIFICATIONS,
  type Qualification,
} from "@/lib/validations/summaries";
import { AdminLink, inboxHref } from "./admin-link";
import { card, LeadHistory, LeadNotes, when } from "./lead-notes";
import { QualificationBadge, StatusBadge } from "./qualification-badge";
import { ErrorPanel } from "./status-panels";
import { formatDay } from "./summary-list";

const select =
  "mt-1.5 block h-11 w-full rounded-xl border border-line bg-white px-3 text-sm text-ink shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200";

const GONE =
  "This lead no longer exists: it was deleted (a privacy request or the retention period), or joined to an older lead with the same email.";

function BackToLeads() {
  const [backHref, setBackHref] = useState("/admin");
  useEffect(() => setBackHref(inboxHref()), []);
  return (
    <AdminLink
      href={backHref}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      All leads
    </AdminLink>
  );
}

/** A lead's address whose lead is not there (any more). */
export function LeadGone() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <BackToLeads />
      <ErrorPanel message={GONE} />
    </div>
  );
}

export function LeadDetail({ id, lead: d }: { id: string; lead: LeadDetailJson }) {
  const uid = useId();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  // The owner's choice shows at once, for the lead as the server rendered it when it was made:
  // the page read again after the save brings the stored value; a failed save puts it back.
  const [chosen, setChosen] = useState<{
    on: unknown;
    status?: LeadStatus;
    qualification?: Qualification;
  }>({ on: null });
  const pending: { status?: LeadStatus; qualification?: Qualification } =
    chosen.on === d ? chosen : {};

  async function save(change: { status?: LeadStatus; qualification?: Qualification }) {
    setBusy(true);
    // Both choices made on this copy of the lead show until the reload brings them.
    setChosen((c) => ({ ...(c.on === d ? c : {}), on: d, ...change }));
    try {
      await authorizedFetch(`/api/admin/leads/${id}`, { method: "PATCH", body: change });
      toast({ title: "Lead updated" });
      router.refresh();
    } catch (err) {
      setChosen({ on: null });
      toast({
        title: "Not saved",
        description: failureMessage(err, "Please try again."),
        variant: "error",
      });
    } finally {
      setBusy(false);
    }
  }

  const l = d.lead;
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
            {l.source === "contact_form" ? "Contact form" : "Chat"} ·{" "}
            {formatDay(l.interaction_date)} · {d.visit_count}{" "}
            {d.visit_count === 1 ? "visit" : "visits"}
          </p>
        </div>
        <div className="flex gap-2">
          <StatusBadge value={l.status} />
          <QualificationBadge value={l.lead_qualification} />
        </div>
      </div>

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
            </dl>
          </section>

          <section aria-labelledby={`${uid}-transcript`} className={card}>
            <h2 id={`${uid}-transcript`} className="font-semibold text-ink">
              Conversation
            </h2>
            {d.transcript.length === 0 ? (
              <p className="mt-2 text-sm text-muted">No conversation stored for this lead.</p>
            ) : (
              <ol aria-label="Conversation" className="mt-3 space-y-2">
                {d.transcript.map((m) => (
                  <li
                    key={`${m.sent_at}-${m.sender}-${m.content.slice(0, 20)}`}
                    className={cn(
                      "max-w-[85%] rounded-2xl px-3 py-2 text-sm leading-6",
                      m.sender === "user"
                        ? "ml-auto bg-brand-600 text-white"
                        : "bg-surface text-ink",
                    )}
                  >
                    <span className="sr-only">
                      {m.sender === "user" ? "Visitor" : "Assistant"}:{" "}
                    </span>
                    {m.content}
                    <time
                      dateTime={m.sent_at}
                      className={cn(
                        "mt-0.5 block text-[0.7rem]",
                        m.sender === "user" ? "text-brand-100" : "text-muted",
                      )}
                    >
                      {when.format(new Date(m.sent_at))}
                    </time>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>

        <div className="space-y-6">
          <section aria-labelledby={`${uid}-work`} className={card}>
            <h2 id={`${uid}-work`} className="font-semibold text-ink">
              Work this lead
            </h2>
            <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
              <div>
                <label htmlFor={`${uid}-status`} className="block text-sm font-semibold text-ink">
                  Status
                </label>
                <select
                  id={`${uid}-status`}
                  value={pending.status ?? l.status}
                  disabled={busy}
                  onChange={(e) =>
                    save({ status: LEAD_STATUSES.find((v) => v === e.target.value) })
                  }
                  className={select}
                >
                  {LEAD_STATUSES.map((v) => (
                    <option key={v}>{v}</option>
                  ))}
                </select>
              </div>
              <div>
                <label
                  htmlFor={`${uid}-qualification`}
                  className="block text-sm font-semibold text-ink"
                >
                  Qualification
                </label>
                <select
                  id={`${uid}-qualification`}
                  value={pending.qualification ?? l.owner_qualification ?? ""}
                  disabled={busy}
                  onChange={(e) =>
                    save({ qualification: QUALIFICATIONS.find((v) => v === e.target.value) })
                  }
                  className={select}
                >
                  {!(pending.qualification ?? l.owner_qualification) && (
                    <option value="">From the chat: {d.chat_qualification}</option>
                  )}
                  {QUALIFICATIONS.map((v) => (
                    <option key={v}>{v}</option>
                  ))}
                </select>
              </div>
            </div>
            <div className="mt-4 rounded-xl bg-surface p-3 text-sm">
              <p className="font-semibold text-ink">Proposed: {d.proposal.qualification}</p>
              <ul className="mt-1 list-disc pl-5 text-muted">
                {d.proposal.reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </div>
          </section>

          <LeadNotes leadId={id} notes={d.notes} onAdded={() => router.refresh()} />
          <LeadHistory activity={d.activity} />
        </div>
      </div>
    </div>
  );
}
