// The owner's emails to a lead, with how each delivery went, the lead's answers by email, and the
// form to write another.
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

const kilobytes = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 1024).toLocaleString("en-US")} KB`;

/** The owner's emails to this lead, the lead's answers, and the form to write another. */
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
      {d.replies.length > 0 && (
        <ol aria-label="Replies" className="mt-3 space-y-3">
          {d.replies.map((r) => (
            <li key={r.id} className="rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm">
              <p className="font-semibold text-ink">
                {r.auto_reply
                  ? `Automatic reply from ${r.from_name ?? r.from}`
                  : `${r.from_name ?? first ?? r.from} replied by email`}
                {r.subject ? `: ${r.subject}` : ""}
              </p>
              {!r.auto_reply && <p className="mt-2 whitespace-pre-line text-ink">{r.body}</p>}
              {r.attachments.length > 0 && (
                <ul aria-label="Attachments (not kept)" className="mt-2 text-xs text-muted">
                  {r.attachments.map((a) => (
                    <li key={`${a.name}-${a.size}`}>
                      Attachment: {a.name} ({kilobytes(a.size)}, not kept)
                    </li>
                  ))}
                </ul>
              )}
              <p className="mt-1 text-xs text-muted">
                From {r.from} · {when(r.sent_at)}
                {r.verified ? "" : " · Unverified sender: matched by the address alone"}
                {r.truncated ? " · Cut at 20,000 characters" : ""}
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
