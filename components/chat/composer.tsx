"use client";

import { type RefObject, useState } from "react";
// The bottom of the panel: Schedule Call and Talk to a person, the message box (Enter sends; never blocked while the
// assistant answers) and one line telling the visitor what this chat is.
import { CalendarDays, Phone, Send } from "@/components/ui/icons";
import { CHAT_CONFIG } from "@/lib/chat/config";
import "./chat.css";

const action =
  "inline-flex items-center justify-center gap-1.5 rounded-pill border border-brand-200 bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-100";

export function Composer({
  inputId,
  inputRef,
  assistantName,
  privacyHref,
  onSend,
  onScheduleCall,
  onTalkToPerson,
  onTyping,
}: {
  inputId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  assistantName: string;
  privacyHref: string;
  onSend: (text: string) => boolean;
  onScheduleCall: () => void;
  onTalkToPerson: () => void;
  /** Each change to the text (a person in the conversation sees "typing…"). */
  onTyping?: () => void;
}) {
  const [input, setInput] = useState("");
  const blank = input.trim() === "";
  return (
    <div className="border-t border-line bg-white p-3">
      <div className="mb-3 grid grid-cols-2 gap-2">
        <button type="button" onClick={onScheduleCall} className={action}>
          <CalendarDays className="size-4" aria-hidden />
          Schedule Call
        </button>
        <button type="button" onClick={onTalkToPerson} className={action}>
          <Phone className="size-4" aria-hidden />
          Talk to a person
        </button>
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (onSend(input)) setInput("");
        }}
        className="flex items-center gap-2"
      >
        <label htmlFor={inputId} className="sr-only">
          Message {assistantName}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          value={input}
          onChange={(e) => {
            setInput(e.target.value);
            onTyping?.();
          }}
          placeholder="Type your message..."
          maxLength={CHAT_CONFIG.limits.messageChars}
          autoComplete="off"
          className="h-11 min-w-0 flex-1 rounded-pill border border-line bg-white px-4 text-sm text-ink focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <button
          type="submit"
          disabled={blank}
          aria-label="Send message"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <Send className="size-5" aria-hidden />
        </button>
      </form>
      <p className="mt-2 text-center text-xs leading-5 text-muted">
        You're chatting with an AI assistant. We save this conversation so our team can follow up.{" "}
        <a href={privacyHref} className="font-medium text-brand-700 underline underline-offset-2">
          Privacy policy
        </a>
      </p>
    </div>
  );
}
