"use client";

// The chat panel: header, conversation and composer around the useChat hook. Loaded only when
// a visitor first opens the chat (see chat-launcher.tsx). On phones it fills the screen and the
// page behind it stops scrolling.
import { useEffect, useId, useRef } from "react";
import type { ChatIdentity } from "./chat-brand";
import { ChatHeader } from "./chat-header";
import { Composer } from "./composer";
import { MessageList } from "./message-list";
import { useChat } from "./use-chat";
import "./chat.css";

export type ChatPanelProps = ChatIdentity & {
  privacyHref: string;
  open: boolean;
  onClose: () => void;
  /** A person's replies that came while the panel was closed (the launcher's badge). */
  onUnread?: (count: number) => void;
};

export default function ChatPanel({
  privacyHref,
  open,
  onClose,
  onUnread,
  ...brand
}: ChatPanelProps) {
  const chat = useChat(brand);
  const { state, initialise } = chat;
  const fromPerson = state.messages.filter((m) => m.sender === "agent").length;
  const seen = useRef(fromPerson);
  useEffect(() => {
    if (open) seen.current = fromPerson;
    onUnread?.(fromPerson - seen.current);
  }, [open, fromPerson, onUnread]);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (open && state.messages.length === 0) initialise();
    if (open) requestAnimationFrame(() => inputRef.current?.focus());
  }, [open, initialise, state.messages.length]);

  // Full-screen on phones: the page behind must not scroll under the visitor's thumb.
  useEffect(() => {
    if (!open || !window.matchMedia("(max-width: 639px)").matches) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  const close = () => {
    chat.close();
    onClose();
  };

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(e) => {
        if (e.key === "Escape" && !e.defaultPrevented) {
          e.stopPropagation();
          close();
        }
      }}
      className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-white shadow-lift sm:inset-auto sm:bottom-5 sm:right-5 sm:h-[600px] sm:max-h-[calc(100dvh-2.5rem)] sm:w-[384px] sm:rounded-card sm:border sm:border-line"
    >
      <ChatHeader
        titleId={titleId}
        assistantName={brand.assistantName}
        company={brand.company}
        agent={state.agent}
        onReset={() => {
          chat.reset();
          inputRef.current?.focus();
        }}
        onClose={close}
      />
      <MessageList
        messages={state.messages}
        resumedAt={state.resumedAt}
        isTyping={state.isTyping}
        agentTyping={state.agentTyping ? state.agent : null}
        assistantName={brand.assistantName}
        suggestions={chat.suggestions}
        // On a phone the panel covers the page the link opens: it makes way.
        onOpenSource={() => {
          if (window.matchMedia("(max-width: 639.98px)").matches) close();
        }}
        onSuggestion={(q) => {
          chat.send(q);
          inputRef.current?.focus();
        }}
      />
      <Composer
        inputId={`${titleId}-input`}
        inputRef={inputRef}
        assistantName={brand.assistantName}
        privacyHref={privacyHref}
        onSend={chat.send}
        onTyping={chat.typing}
        onScheduleCall={chat.scheduleCall}
        onTalkToPerson={() => {
          chat.talkToPerson();
          inputRef.current?.focus();
        }}
      />
    </div>
  );
}
