"use client";

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
// The floating chat button, all the chat code a page carries: the panel is fetched on first open
// (the outbox once idle, if saves are undelivered). Its popover shows an "opening" card before
// any script runs, so a tap while the page loads responds at once.
import { LoaderCircle, MessageCircle } from "@/components/ui/icons";
import { recordVisit } from "@/lib/attribution";
import { STORAGE_KEYS } from "@/lib/chat/config";
import type { ChatPanelProps } from "./chat-panel";

export type ChatLauncherProps = Omit<ChatPanelProps, "open" | "onClose" | "onUnread">;

const ChatPanel = lazy(() => import("./chat-panel"));
const OPENING_ID = "chat-opening";

function pendingSaves(): boolean {
  try {
    return Boolean(window.localStorage.getItem(STORAGE_KEYS.outbox));
  } catch {
    return false;
  }
}

function isShown(el: HTMLElement | null): boolean {
  try {
    return Boolean(el?.matches(":popover-open"));
  } catch {
    return false; // a browser without popovers: the button did nothing before the code ran
  }
}

/** Rendered with the panel, once its code has arrived: the opening card has done its job. */
function CloseOpening({ opening }: { opening: React.RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (isShown(opening.current)) opening.current?.hidePopover();
  }, [opening]);
  return null;
}

export function ChatLauncher(props: ChatLauncherProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [unread, setUnread] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openingRef = useRef<HTMLDivElement>(null);

  const openChat = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);

  // Where this visit came from, on its first page (no request: kept in this browser).
  useEffect(() => recordVisit(), []);

  // Tapped before this code ran: the opening card is up, so carry on and open the chat.
  useEffect(() => {
    if (isShown(openingRef.current)) openChat();
  }, [openChat]);

  useEffect(() => {
    if (!pendingSaves()) return;
    const run = () => void import("@/lib/chat/delivery").then((delivery) => delivery.flushOutbox());
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(run, { timeout: 5_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(run, 2_000);
    return () => clearTimeout(id);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    // Back to where the visitor was: the button that opened the chat.
    requestAnimationFrame(() => buttonRef.current?.focus());
  }, []);

  return (
    <>
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel {...props} open={open} onClose={close} onUnread={setUnread} />
          <CloseOpening opening={openingRef} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        hidden={open}
        popoverTarget={OPENING_ID}
        popoverTargetAction="show"
        onClick={(e) => {
          // The code is here: the card shows while the panel's code loads, then the panel.
          if (!loaded && !isShown(openingRef.current)) openingRef.current?.showPopover();
          e.preventDefault();
          openChat();
        }}
        aria-label={`Open chat with ${props.assistantName}${unread > 0 ? ` (${unread} new ${unread === 1 ? "reply" : "replies"})` : ""}`}
        aria-haspopup="dialog"
        className="chat-btn"
      >
        <MessageCircle />
        {unread > 0 && (
          <span aria-hidden className="chat-unread">
            {unread}
          </span>
        )}
      </button>
      <div ref={openingRef} id={OPENING_ID} popover="manual" role="status" className="chat-opening">
        <LoaderCircle />
        <p>Opening the chat with {props.assistantName}…</p>
        <noscript>
          <p>
            The chat needs JavaScript. Write to us from the contact page, or book a call: we reply
            within a day.
          </p>
        </noscript>
      </div>
    </>
  );
}
