"use client";

// The floating chat button. It is all the chat code a page carries: the panel and the chat
// logic are fetched the first time a visitor opens it, and no chat request is made before.
import { LoaderCircle, MessageCircle } from "lucide-react";
import { lazy, Suspense, useCallback, useRef, useState } from "react";

export type ChatBrand = {
  assistantName: string;
  company: string;
  consultantName: string;
  bookingUrl: string;
  workshop?: { title: string; when: string };
};

const ChatPanel = lazy(() => import("./chat-panel"));

export function ChatLauncher(brand: ChatBrand) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    // Back to where the visitor was: the button that opened the chat.
    requestAnimationFrame(() => buttonRef.current?.focus());
  }, []);

  return (
    <>
      {loaded && (
        <Suspense fallback={<PanelLoading />}>
          <ChatPanel {...brand} open={open} onClose={close} />
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
        aria-label={`Open chat with ${brand.assistantName}`}
        aria-haspopup="dialog"
        className="fixed bottom-5 right-5 z-50 inline-flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lift transition-transform hover:scale-105 hover:bg-brand-700 focus-visible:outline-offset-4"
      >
        <MessageCircle className="size-7" aria-hidden />
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
