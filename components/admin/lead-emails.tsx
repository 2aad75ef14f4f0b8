// The owner's emails to a lead, with how each delivery went, and the form to write another.
import { replyTemplates } from "@/lib/leads/reply-templates";
import { canSendMail } from "@/lib/notify/mail";
import { cn } from "@/lib/utils/cn";
import type { LeadDetailJson } from "@/lib/validations/lead-detail";
import { EmailLead } from "./lead-email";
import { card, when } from "./lead-format";

const EMAIL_STATES = {
  sending: { text: "Sending…", className: "text-muted" },
  sent: { text: "Sent", className: "text-emerald-800" },
  retrying: { text: "Not delivered yet, trying again", className: "text-amber-900" },
  failed: { text: "Not delivered", className: "text-red-800" },
} as const;

/** The owner's emails to this lead and the form to write another. */
export function Emails({ lead: d, owner }: { lead: LeadDetailJson; owner: string }) {
  const l = d.lead;
  const first = l.contact_name?.split(/\s+/)[0];
  return (
    <section aria-labelledby="lead-emails" className={card}>
      <h2 id="lead-emails" className="font-semibold text-ink">
        {first ? `Email ${first}` : "Email"}
      </h2>
      {d.emails.length > 0 && (
        <ol aria-label="Emails sent" className="mt-3 space-y-3">
          {d.emails.map((e) => (
            <li key={e.id} className="rounded-xl border border-line p-3 text-sm">
              <details>
                <summary className="cursor-pointer font-semibold text-ink">{e.subject}</summary>
                <p className="mt-2 whitespace-pre-line text-ink">{e.body}</p>
              </details>
              <p className="mt-1 text-xs text-muted">
                To {e.to} · {e.author}
                {e.ai_drafted ? " (AI-drafted)" : ""} · {when(e.created_at)} ·{" "}
                <span className={cn("font-medium", EMAIL_STATES[e.status].className)}>
                  {EMAIL_STATES[e.status].text}
                </span>
                {e.error && e.status !== "sent" ? ` (${e.error})` : ""}
              </p>
            </li>
          ))}
        </ol>
      )}
      {l.contact_email ? (
        <EmailLead
          leadId={l.id}
          to={l.contact_email}
          canSend={canSendMail()}
          templates={replyTemplates(
            { name: l.contact_name, email: l.contact_email, company: l.company_name },
            { name: owner },
          )}
        />
      ) : (
        <p className="mt-2 text-sm text-muted">
          This lead left no email address
          {l.contact_phone ? `; call or text them at ${l.contact_phone}.` : "."}
        </p>
      )}
    </section>
  );
}
