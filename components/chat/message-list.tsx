"use client";

// The conversation: messages with their times, dividers between visits, the typing indicator and,
// until the visitor says something, suggested questions.
import Link from "next/link";
import { Fragment, useEffect, useRef } from "react";
import { BookOpen, Check } from "@/components/ui/icons";
import type { ChatMessage, LiveAgent } from "@/lib/chat/state";
import { cn } from "@/lib/utils/cn";
import { BotAvatar } from "./bot-avatar";
import { PersonAvatar } from "./person-avatar";
import "./chat.css";

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });
const timeOf = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : timeFormat.format(d);
};
const dayFormat = new Intl.DateTimeFormat(undefined, { month: "long", day: "numeric" });
/** "November 20", or "today". */
const dayOf = (iso: string) => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return d.toDateString() === new Date().toDateString() ? "today" : dayFormat.format(d);
};

function Divider({ children }: { children: string }) {
  return (
    // Read as text in the log (a separator's content would not be).
    <p className="flex items-center gap-3 py-1 text-xs text-muted">
      <span className="h-px flex-1 bg-line" aria-hidden />
      {children}
      <span className="h-px flex-1 bg-line" aria-hidden />
    </p>
  );
}

export function MessageList({
  messages,
  isTyping,
  assistantName,
  suggestions,
  onSuggestion,
  onOpenSource,
  resumedAt = null,
  agentTyping = null,
}: {
  messages: ChatMessage[];
  /** The person of the team typing now, if any. */
  agentTyping?: LiveAgent | null;
  /** Where this visit starts below a restored conversation (state.resumedAt). */
  resumedAt?: number | null;
  isTyping: boolean;
  assistantName: string;
  suggestions: string[];
  onSuggestion: (text: string) => void;
  /** A link under a reply was followed. */
  onOpenSource?: () => void;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const showSuggestions = suggestions.length > 0 && !messages.some((m) => m.sender === "user");

  // Keep the newest message in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when messages or typing change
  useEffect(() => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    listRef.current?.scrollTo({
      top: listRef.current.scrollHeight,
      behavior: reduce ? "auto" : "smooth",
    });
  }, [messages.length, isTyping, agentTyping]);

  return (
    <div ref={listRef} className="flex-1 overflow-y-auto bg-surface px-4 py-4">
      <div role="log" aria-live="polite" aria-label="Conversation" className="space-y-3">
        {messages.map((m, index) => (
          <Fragment key={m.id}>
            {resumedAt !== null && index === 0 && (
              <Divider>{`Earlier conversation, ${dayOf(m.timestamp)}`}</Divider>
            )}
            {resumedAt !== null && index === resumedAt && <Divider>Now</Divider>}
            {m.sender === "notice" ? (
              <Divider>{m.content}</Divider>
            ) : (
              <div
                className={cn(
                  "flex items-end gap-2",
                  m.sender === "user" ? "justify-end" : "justify-start",
                )}
              >
                {m.sender === "bot" && <BotAvatar className="size-7 bg-brand-100 text-brand-700" />}
                {m.sender === "agent" && m.author && (
                  <PersonAvatar agent={m.author} className="size-7" />
                )}
                <div className={cn("max-w-[80%]", m.sender === "user" && "text-right")}>
                  {m.sender === "agent" && (
                    <p className="mb-0.5 px-1 text-xs font-medium text-muted" aria-hidden>
                      {m.author?.name}
                    </p>
                  )}
                  <p
                    className={cn(
                      "whitespace-pre-wrap rounded-2xl px-4 py-2.5 text-left text-sm leading-6",
                      m.sender === "user"
                        ? "rounded-br-md bg-brand-600 text-white"
                        : "rounded-bl-md border border-line bg-white text-ink",
                    )}
                  >
                    <span className="sr-only">
                      {m.sender === "user"
                        ? "You: "
                        : `${m.sender === "agent" ? (m.author?.name ?? "") : assistantName}: `}
                    </span>
                    {m.content}
                  </p>
                  {m.sources && (
                    <ul aria-label="Related reading" className="mt-1.5 space-y-1 px-1 text-left">
                      {m.sources.map((source) => (
                        <li key={source.url}>
                          {/* Within the site: the chat stays open, with its conversation. */}
                          <Link
                            href={source.url}
                            onClick={onOpenSource}
                            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                          >
                            <BookOpen className="size-4 shrink-0" />
                            {source.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                  {m.note && (
                    <p className="mt-1 flex items-center justify-end gap-1 px-1 text-xs text-emerald-700">
                      <Check className="size-3.5" />
                      {m.note}
                    </p>
                  )}
                  <time dateTime={m.timestamp} className="mt-1 block px-1 text-xs text-muted">
                    {timeOf(m.timestamp)}
                  </time>
                </div>
              </div>
            )}
          </Fragment>
        ))}
        {agentTyping && !isTyping && (
          <div className="flex items-end gap-2">
            <PersonAvatar agent={agentTyping} className="size-7" />
            <p role="status" className="text-xs text-muted">
              {agentTyping.name} is typing…
            </p>
          </div>
        )}
        {isTyping && (
          <div className="flex items-end gap-2" data-testid="typing-indicator">
            <BotAvatar className="size-7 bg-brand-100 text-brand-700" />
            <p
              className="flex items-center gap-1 rounded-2xl rounded-bl-md border border-line bg-white px-4 py-3"
              role="status"
            >
              <span className="sr-only">{assistantName} is typing…</span>
              <span
                className="size-2 animate-bounce rounded-full bg-brand-400 [animation-delay:-0.3s] motion-reduce:animate-none"
                aria-hidden
              />
              <span
                className="size-2 animate-bounce rounded-full bg-brand-400 [animation-delay:-0.15s] motion-reduce:animate-none"
                aria-hidden
              />
              <span
                className="size-2 animate-bounce rounded-full bg-brand-400 motion-reduce:animate-none"
                aria-hidden
              />
            </p>
          </div>
        )}
      </div>
      {showSuggestions && (
        <ul aria-label="Suggested questions" className="mt-4 flex flex-col items-start gap-2 pl-9">
          {suggestions.map((q) => (
            <li key={q}>
              <button
                type="button"
                onClick={() => onSuggestion(q)}
                className="rounded-pill border border-brand-200 bg-white px-3.5 py-2 text-left text-sm font-medium text-brand-700 shadow-sm hover:border-brand-300 hover:bg-brand-50"
              >
                {q}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
