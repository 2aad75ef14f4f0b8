"use client";

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
// The floating chat button. It is all the chat code a page carries: the panel and the chat
// logic are fetched the first time a visitor opens it, and no chat request is made before —
// except when an earlier visit left lead saves undelivered: then the small outbox module is
// fetched once the page is idle, and delivers them.
import { LoaderCircle, MessageCircle } from "@/components/ui/icons";
import { STORAGE_KEYS } from "@/lib/chat/config";
import type { ChatPanelProps } from "./chat-panel";

export type ChatLauncherProps = Omit<ChatPanelProps, "open" | "onClose">;

const ChatPanel = lazy(() => import("./chat-panel"));

function pendingSaves(): boolean {
  try {
    return Boolean(window.localStorage.getItem(STORAGE_KEYS.outbox));
  } catch {
    return false;
  }
}

/**
 * On a phone the round button must not sit on a form, a price or a countdown: while one of
 * them (`form`, `[data-chat-avoid]`) passes under the button's corner, the button steps aside
 * into the page's right-hand gutter, where a 16 px edge of it stays visible and tappable.
 */
function useStepsAside(): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    if (!window.matchMedia("(max-width: 639px)").matches) return;
    const targets = document.querySelectorAll("main form, main [data-chat-avoid]");
    if (targets.length === 0 || !("IntersectionObserver" in window)) return;
    const under = new Set<Element>();
    // The root is shrunk to the corner the button covers (88 × 88 px, bottom right).
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) e.isIntersecting ? under.add(e.target) : under.delete(e.target);
        setAside(under.size > 0);
      },
      {
        rootMargin: `-${Math.max(0, window.innerHeight - 88)}px 0px 0px -${Math.max(0, window.innerWidth - 88)}px`,
      },
    );
    for (const t of targets) observer.observe(t);
    return () => observer.disconnect();
  }, []);
  return aside;
}

export function ChatLauncher(props: ChatLauncherProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const aside = useStepsAside();

  useEffect(() => {
    if (!pendingSaves()) return;
    const run = () => void import("@/lib/chat/api").then((api) => api.flushOutbox());
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
        <Suspense fallback={<PanelLoading />}>
          <ChatPanel {...props} open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        hidden={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        aria-label={`Open chat with ${props.assistantName}`}
        aria-haspopup="dialog"
        data-aside={aside || undefined}
        className="chat-btn"
      >
        <MessageCircle />
      </button>
    </>
  );
}

function PanelLoading() {
  return (
    <div
      role="status"
      className="fixed bottom-5 right-5 z-50 flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lift"
    >
      <LoaderCircle className="size-6 animate-spin" aria-hidden />
      <span className="sr-only">Opening chat…</span>
    </div>
  );
}
