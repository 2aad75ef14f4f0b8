"use client";

import { useState } from "react";
// The panel's header: who the visitor is talking to, the options menu and the close button.
import { MoreVertical, RotateCcw, X } from "@/components/ui/icons";
import type { LiveAgent } from "@/lib/chat/state";
import { BotAvatar } from "./bot-avatar";
import { PersonAvatar } from "./person-avatar";
import "./chat.css";

export function ChatHeader({
  titleId,
  assistantName,
  company,
  agent,
  onReset,
  onClose,
}: {
  titleId: string;
  assistantName: string;
  company: string;
  /** A person of the team answering now, in the assistant's place. */
  agent: LiveAgent | null;
  onReset: () => void;
  onClose: () => void;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const item =
    "flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:bg-brand-50";
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape pressed on the menu's buttons bubbles here to close it
    <header
      className="flex items-center gap-3 bg-brand-700 px-4 py-3 text-white"
      onKeyDown={(e) => {
        if (e.key === "Escape" && menuOpen) {
          e.preventDefault();
          setMenuOpen(false);
        }
      }}
    >
      {agent ? (
        <PersonAvatar agent={agent} className="size-10 text-sm" />
      ) : (
        <BotAvatar className="size-10 bg-white/15 text-white" />
      )}
      <div className="min-w-0 flex-1">
        {/* The dialog keeps its name; the line under it says who answers now. */}
        <h2 id={titleId} className="font-semibold leading-tight">
          {assistantName}
        </h2>
        <p className="truncate text-sm text-brand-100">
          {agent ? `${agent.name} is answering` : `${company} AI Assistant`}
        </p>
      </div>
      <div className="relative">
        <button
          type="button"
          onClick={() => setMenuOpen((v) => !v)}
          aria-expanded={menuOpen}
          aria-label="Chat options"
          className="rounded-lg p-2 hover:bg-white/15"
        >
          <MoreVertical className="size-5" aria-hidden />
        </button>
        {menuOpen && (
          <div className="absolute right-0 top-full z-10 mt-1 w-56 rounded-xl border border-line bg-white p-1 text-ink shadow-lift">
            <button
              type="button"
              onClick={() => {
                setMenuOpen(false);
                onReset();
              }}
              className={item}
            >
              <RotateCcw className="size-4 text-brand-600" aria-hidden />
              Start over
            </button>
          </div>
        )}
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label="Close chat"
        className="rounded-lg p-2 hover:bg-white/15"
      >
        <X className="size-5" aria-hidden />
      </button>
    </header>
  );
}
