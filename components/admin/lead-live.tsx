"use client";

// Answering the visitor in their open chat, from the lead's page: the conversation's new lines as
// they come (GET /api/admin/leads/{id}/live), a reply box, and "Hand back" to the assistant.
import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { handBackAction, replyLiveAction, typingAction } from "@/lib/actions/live";
import { failureMessage, runAction } from "@/lib/admin/client";
import { cn } from "@/lib/utils/cn";
import type { AdminLiveEvent } from "@/lib/validations/live";
import { DraftButton } from "./draft-button";

type Line = Extract<AdminLiveEvent, { type: "message" }>;

const TYPING_EVERY_MS = 3_000;

export function LiveReply({
  leadId,
  assistantName,
  initialAgent,
  canReply,
  timeZone,
}: {
  leadId: string;
  assistantName: string;
  /** The agency's time zone, which the page's other times are in. */
  timeZone: string;
  /** Who is in the conversation as the page was made (null: the assistant). */
  initialAgent: string | null;
  /** The lead has a chat to answer in. */
  canReply: boolean;
}) {
  const uid = useId();
  const router = useRouter();
  const [lines, setLines] = useState<Line[]>([]);
  const [agent, setAgent] = useState(initialAgent);
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [connected, setConnected] = useState(false);
  const [aiDrafted, setAiDrafted] = useState(false);
  const [visitorTyping, setVisitorTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastTyping = useRef(0);
  const clock = new Intl.DateTimeFormat("en-US", { timeStyle: "short", timeZone });

  // Open for every lead: a reply by email arrives here too, whether or not there is a chat.
  useEffect(() => {
    const source = new EventSource(`/api/admin/leads/${leadId}/live`);
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(false);
    source.onmessage = (e) => {
      let event: AdminLiveEvent;
      try {
        event = JSON.parse(e.data);
      } catch {
        return;
      }
      if (event.type === "reply") router.refresh();
      else if (event.type === "state") setAgent(event.agent);
      else if (event.type === "typing") {
        setVisitorTyping(true);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setVisitorTyping(false), 4_000);
      } else if (event.type === "message") {
        const line = event;
        if (line.sender === "user") setVisitorTyping(false);
        setLines((all) => (all.some((l) => l.id === line.id) ? all : [...all, line]));
      }
    };
    return () => source.close();
  }, [leadId, router]);

  if (!canReply) {
    return (
      <p className="mt-3 text-sm text-muted">
        This lead has no chat to answer in: email them instead.
      </p>
    );
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    try {
      const line = await runAction(() => replyLiveAction({ leadId, text, ai_drafted: aiDrafted }));
      setLines((all) => (all.some((l) => l.id === line.id) ? all : [...all, line]));
      setText("");
      setAiDrafted(false);
      if (line.emailed) {
        toast({
          title: "Also sent by email",
          description:
            "They have left the chat: they will see it when they come back, and by email now.",
        });
      }
    } catch (err) {
      toast({
        title: "Reply not sent",
        description: failureMessage(err, "Please try again."),
        variant: "error",
      });
    } finally {
      setBusy(false);
    }
  }

  async function handBack() {
    setBusy(true);
    try {
      await runAction(() => handBackAction({ leadId }));
      setAgent(null);
    } catch (err) {
      toast({
        title: "Not handed back",
        description: failureMessage(err, "Please try again."),
        variant: "error",
      });
    } finally {
      setBusy(false);
    }
  }

  function typing(value: string) {
    setText(value);
    // Only while in the conversation, and not on every key.
    if (agent && Date.now() - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = Date.now();
      void typingAction({ leadId }).catch(() => {});
    }
  }

  return (
    <div className="mt-4 border-t border-line pt-4">
      {lines.length > 0 && (
        <ol aria-label="New in this conversation" aria-live="polite" className="mb-3 space-y-2">
          {lines.map((m) => (
            <li
              key={m.id}
              className={cn(
                "max-w-[85%] rounded-2xl px-3 py-2 text-sm leading-6",
                m.sender === "user"
                  ? "ml-auto bg-brand-600 text-white"
                  : "border border-amber-200 bg-amber-50 text-ink",
              )}
            >
              <span className="sr-only">{m.sender === "user" ? "Visitor" : m.author}: </span>
              {m.text}
              <span
                className={cn(
                  "mt-0.5 block text-[0.7rem]",
                  m.sender === "user" ? "text-brand-100" : "text-muted",
                )}
              >
                {m.sender === "agent" ? `${m.author} · ` : ""}
                <time dateTime={m.sent_at}>{clock.format(new Date(m.sent_at))}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
      <p role="status" className="text-sm text-muted">
        {agent
          ? `${agent} is in the conversation: ${assistantName} is not answering.`
          : `${assistantName} is answering. A reply from you takes over the chat.`}
        {connected ? "" : " (Reconnecting…)"}
      </p>
      {visitorTyping && <p className="text-sm text-muted">The visitor is typing…</p>}
      <form onSubmit={send} className="mt-2">
        <label htmlFor={`${uid}-reply`} className="block text-sm font-semibold text-ink">
          Reply in the chat
        </label>
        <textarea
          id={`${uid}-reply`}
          value={text}
          maxLength={2000}
          rows={2}
          onChange={(e) => typing(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
          className="mt-1.5 block w-full rounded-xl border border-line bg-white px-3 py-2 text-sm text-ink shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <div className="mt-2 flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={busy || !text.trim()}>
            Send to chat
          </Button>
          <DraftButton
            leadId={leadId}
            channel="chat"
            onDraft={(d) => {
              setText(d.body);
              setAiDrafted(d.ai);
            }}
          />
          {agent && (
            <Button type="button" size="sm" variant="secondary" onClick={handBack} disabled={busy}>
              Hand back to {assistantName}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
