// A lead's request to talk to a person: loud while open, one quiet line once answered.
import { site } from "@/config/site";
import type { LeadDetailJson } from "@/lib/validations/lead-detail";
import { when } from "./lead-format";
import { AnswerHandoff } from "./lead-work";

/** The visitor's request for a person: loud while open, one quiet line once answered. */
export function HandoffRequest({
  handoff: h,
  leadId,
}: {
  handoff: NonNullable<LeadDetailJson["lead"]["handoff"]>;
  leadId: string;
}) {
  if (h.answered_at) {
    return (
      <p className="mt-4 text-sm text-muted">
        Asked to talk to a person on {when(h.requested_at)}; answered {when(h.answered_at)}.
      </p>
    );
  }
  return (
    <section
      aria-labelledby="lead-handoff"
      className="mt-6 flex flex-wrap items-start justify-between gap-3 rounded-card border border-red-200 bg-red-50 p-5"
    >
      <div className="min-w-0">
        <h2 id="lead-handoff" className="font-semibold text-red-900">
          Wants to talk to a person
        </h2>
        <p className="mt-1 text-sm text-red-900">
          Asked {when(h.requested_at)}: <q className="italic">{h.message}</q>
        </p>
        <p className="mt-1 text-xs text-red-800">
          They were told: {site.handoffPromise} Moving the lead's status also marks it answered.
        </p>
      </div>
      <AnswerHandoff leadId={leadId} />
    </section>
  );
}
