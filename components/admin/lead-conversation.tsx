// The lead's conversation: every visit's messages (the visitor's, the assistant's and the team's)
// and the lead's answers by email, then the live reply box for the open chat.
import { site } from "@/config/site";
import { cn } from "@/lib/utils/cn";
import type { LeadDetailJson } from "@/lib/validations/lead-detail";
import { card, when } from "./lead-format";
import { LiveReply } from "./lead-live";

const SPEAKER = { user: "Visitor", bot: "Assistant" } as const;

export function Conversation({ lead: d }: { lead: LeadDetailJson }) {
  return (
    <section aria-labelledby="lead-transcript" className={card}>
      <h2 id="lead-transcript" className="font-semibold text-ink">
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
                m.sender === "user" && "ml-auto bg-brand-600 text-white",
                m.sender === "bot" && "bg-surface text-ink",
                m.sender === "agent" && "border border-amber-200 bg-amber-50 text-ink",
                m.sender === "email" && "ml-auto border border-brand-200 bg-brand-50 text-ink",
              )}
            >
              {m.sender === "email" ? (
                <span className="block text-xs font-semibold text-brand-800">
                  {m.author} replied by email
                </span>
              ) : (
                <span className="sr-only">
                  {m.sender === "agent" ? m.author : SPEAKER[m.sender]}:{" "}
                </span>
              )}
              <span className="whitespace-pre-line">{m.content}</span>
              <span
                className={cn(
                  "mt-0.5 block text-[0.7rem]",
                  m.sender === "user" ? "text-brand-100" : "text-muted",
                )}
              >
                {m.sender === "agent" ? `${m.author}${m.ai_drafted ? " (AI-drafted)" : ""} · ` : ""}
                <time dateTime={m.sent_at}>{when(m.sent_at)}</time>
                {m.unverified &&
                  (m.sender === "email"
                    ? " · Unverified sender: matched by the address alone"
                    : " · Unverified: from a chat that only typed this email")}
              </span>
            </li>
          ))}
        </ol>
      )}
      <LiveReply
        leadId={d.lead.id}
        assistantName={site.assistantName}
        initialAgent={d.live.agent}
        canReply={d.live.can_reply}
        timeZone={site.timeZone}
      />
    </section>
  );
}
