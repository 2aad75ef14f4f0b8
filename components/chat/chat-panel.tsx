"use client";

// The chat panel: conversation, typing indicator, Schedule Call, memory across visits and the
// lead summary. The rules live in lib/chat (pure and unit-tested); this file wires them to the
// browser: localStorage, fetch, sendBeacon and focus.
import { Bot, CalendarDays, MoreVertical, RotateCcw, Send, Sparkles, X } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { CHAT_CONFIG, STORAGE_KEYS } from "@/lib/chat/config";
import { ruleBasedReply } from "@/lib/chat/rules";
import {
  buildLeadSummary,
  type ChatEvent,
  type ChatMessage,
  type ChatState,
  chatReducer,
  errorReply,
  hasContactDetails,
  initialState,
  modelContext,
  newSessionId,
  openingMessage,
  parseStoredSession,
  restorable,
  scheduleCallReply,
  shouldAskModel,
  toStoredSession,
  typingDelay,
} from "@/lib/chat/state";
import { cn } from "@/lib/utils/cn";
import type { ChatBrand } from "./chat-launcher";

type Props = ChatBrand & { open: boolean; onClose: () => void };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let idCounter = 0;
const message = (content: string, sender: ChatMessage["sender"]): ChatMessage => {
  idCounter += 1;
  return { id: `${Date.now()}${idCounter}`, content, sender, timestamp: new Date().toISOString() };
};

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // private mode or blocked storage: the chat still works, it just forgets.
  }
}

function postJson(url: string, body: unknown, beacon = false): Promise<unknown> {
  const json = JSON.stringify(body);
  if (beacon && typeof navigator.sendBeacon === "function") {
    const sent = navigator.sendBeacon(url, new Blob([json], { type: "application/json" }));
    if (sent) return Promise.resolve();
  }
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: json,
    keepalive: true,
  }).then((res) => {
    if (!res.ok) throw new Error(`API Error: ${res.status} ${res.statusText}`);
  });
}

export default function ChatPanel({
  assistantName,
  company,
  consultantName,
  bookingUrl,
  workshop,
  open,
  onClose,
}: Props) {
  const [state, setState] = useState<ChatState>(() => initialState(newSessionId()));
  const stateRef = useRef(state);
  const dispatch = useCallback((event: ChatEvent) => {
    stateRef.current = chatReducer(stateRef.current, event);
    setState(stateRef.current);
  }, []);
  const [input, setInput] = useState("");
  const [menuOpen, setMenuOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const lastSummary = useRef("");
  const lastContext = useRef("");
  const titleId = useId();
  const brand = { company, consultantName, workshop };

  // ---- saving: local memory, server context, lead summary ----

  const persistLocal = useCallback(() => {
    const s = stateRef.current;
    const store = storage();
    if (!store) return;
    try {
      store.setItem(STORAGE_KEYS.session, JSON.stringify(toStoredSession(s, new Date())));
      if (s.contactInfo.name) store.setItem(STORAGE_KEYS.name, s.contactInfo.name);
    } catch (err) {
      console.warn("[chat] could not save the session locally", err);
    }
  }, []);

  const saveContext = useCallback((beacon = false) => {
    const s = stateRef.current;
    const context = {
      userInfo: s.contactInfo,
      conversationStage: s.conversationStage,
      servicesDiscussed: s.servicesDiscussed,
      painPoints: s.painPoints,
      lastInteraction: new Date().toISOString(),
      messageCount: s.messages.length,
    };
    const key = JSON.stringify({ ...context, lastInteraction: "" });
    if (key === lastContext.current || s.messages.length === 0) return;
    lastContext.current = key;
    postJson("/api/chat/context", { sessionId: s.sessionId, context }, beacon).catch((err) =>
      console.warn("[chat] context not saved", err),
    );
  }, []);

  const sendSummary = useCallback((beacon = false) => {
    const payload = buildLeadSummary(stateRef.current, new Date());
    if (!payload) return;
    const key = JSON.stringify(payload);
    if (key === lastSummary.current) return;
    lastSummary.current = key;
    postJson("/api/chat/summary", payload, beacon)
      .then(() => console.info("[chat] lead summary saved"))
      .catch((err) => {
        lastSummary.current = "";
        console.warn("[chat] lead summary not saved", err);
      });
  }, []);

  const saveAll = useCallback(
    (beacon = false) => {
      persistLocal();
      saveContext(beacon);
      sendSummary(beacon);
    },
    [persistLocal, saveContext, sendSummary],
  );

  // ---- opening: restore memory, greet ----

  const initialise = useCallback(() => {
    const store = storage();
    const stored = parseStoredSession(store?.getItem(STORAGE_KEYS.session) ?? null);
    if (restorable(stored, new Date())) dispatch({ type: "restore", stored });
    const storedName = store?.getItem(STORAGE_KEYS.name) ?? null;
    const text = openingMessage({
      storedName,
      visitCount: stateRef.current.visitCount,
      assistantName,
      company,
    });
    dispatch({ type: "bot-message", message: message(text, "bot"), fallback: false });
    persistLocal();
  }, [assistantName, company, dispatch, persistLocal]);

  useEffect(() => {
    if (open && stateRef.current.messages.length === 0) initialise();
    if (open) requestAnimationFrame(() => inputRef.current?.focus());
  }, [open, initialise]);

  // Autosave every 5 s while the chat has something to keep.
  useEffect(() => {
    const timer = setInterval(() => {
      if (stateRef.current.messages.length > 0) {
        persistLocal();
        saveContext();
      }
    }, CHAT_CONFIG.memory.autosaveMs);
    return () => clearInterval(timer);
  }, [persistLocal, saveContext]);

  // A visitor who leaves without closing the chat is a lead too.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === "hidden") saveAll(true);
    };
    const onPageHide = () => saveAll(true);
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", onPageHide);
    };
  }, [saveAll]);

  // Keep the newest message in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when messages or typing change
  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight, behavior: "smooth" });
  }, [state.messages.length, state.isTyping]);

  // ---- actions ----

  const close = useCallback(() => {
    saveAll();
    setMenuOpen(false);
    onClose();
  }, [onClose, saveAll]);

  async function send(text: string) {
    const prompt = text.trim();
    if (!prompt || stateRef.current.isTyping) return;
    const before = stateRef.current;
    dispatch({ type: "user-message", message: message(prompt, "user") });
    setInput("");
    const started = Date.now();
    const delay = typingDelay();

    let reply: string;
    let fallback = false;
    if (shouldAskModel(before)) {
      dispatch({ type: "model-called", at: started });
      try {
        const s = stateRef.current;
        const res = await fetch("/api/chat/llm-response", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            prompt,
            context: {
              sessionId: s.sessionId,
              stage: s.conversationStage,
              userInfo: s.contactInfo,
              model: CHAT_CONFIG.llm.model,
              temperature: CHAT_CONFIG.llm.temperature,
              maxTokens: CHAT_CONFIG.llm.maxTokens,
              history: modelContext(before),
            },
          }),
        });
        if (!res.ok) throw new Error(`API Error: ${res.status} ${res.statusText}`);
        const body = (await res.json()) as { response?: string; fallbackUsed?: boolean };
        if (!body.response?.trim()) throw new Error("Empty reply");
        reply = body.response;
        fallback = Boolean(body.fallbackUsed);
      } catch (err) {
        console.warn("[chat] reply failed", err);
        reply = errorReply(consultantName);
        fallback = true;
      }
    } else {
      reply = ruleBasedReply(prompt, brand);
    }

    await sleep(Math.max(0, delay - (Date.now() - started)));
    dispatch({ type: "bot-message", message: message(reply, "bot"), fallback });
    persistLocal();
    // Save the lead as soon as we know how to reach them.
    if (hasContactDetails(stateRef.current.contactInfo)) {
      saveContext();
      sendSummary();
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void send(input);
  }

  function scheduleCall() {
    dispatch({ type: "call-to-action" });
    window.open(bookingUrl, "_blank", "noopener,noreferrer");
    dispatch({
      type: "bot-message",
      message: message(scheduleCallReply(consultantName), "bot"),
      fallback: false,
    });
    saveAll();
  }

  function reset() {
    const store = storage();
    store?.removeItem(STORAGE_KEYS.session);
    store?.removeItem(STORAGE_KEYS.name);
    lastSummary.current = "";
    lastContext.current = "";
    dispatch({ type: "reset", sessionId: newSessionId() });
    setMenuOpen(false);
    dispatch({
      type: "bot-message",
      message: message(
        openingMessage({ storedName: null, visitCount: 0, assistantName, company }),
        "bot",
      ),
      fallback: false,
    });
    inputRef.current?.focus();
  }

  const blank = input.trim() === "";

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.stopPropagation();
          if (menuOpen) setMenuOpen(false);
          else close();
        }
      }}
      className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-white shadow-lift sm:inset-auto sm:bottom-5 sm:right-5 sm:h-[600px] sm:max-h-[calc(100dvh-2.5rem)] sm:w-[384px] sm:rounded-card sm:border sm:border-line"
    >
      <header className="flex items-center gap-3 bg-brand-700 px-4 py-3 text-white">
        <span className="flex size-10 items-center justify-center rounded-full bg-white/15">
          <Bot className="size-6" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold leading-tight">
            {assistantName}
          </h2>
          <p className="truncate text-sm text-brand-100">{company} AI Assistant</p>
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
                  dispatch({ type: "toggle-llm" });
                  setMenuOpen(false);
                }}
                className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-brand-50"
              >
                <Sparkles className="size-4 text-brand-600" aria-hidden />
                {state.llmEnabled ? "Turn AI replies off" : "Turn AI replies on"}
              </button>
              <button
                type="button"
                onClick={reset}
                className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-brand-50"
              >
                <RotateCcw className="size-4 text-brand-600" aria-hidden />
                Start over
              </button>
            </div>
          )}
        </div>
        <button
          type="button"
          onClick={close}
          aria-label="Close chat"
          className="rounded-lg p-2 hover:bg-white/15"
        >
          <X className="size-5" aria-hidden />
        </button>
      </header>

      <div
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        className="flex-1 space-y-3 overflow-y-auto bg-surface px-4 py-4"
      >
        {state.messages.map((m) => (
          <div
            key={m.id}
            className={cn("flex", m.sender === "user" ? "justify-end" : "justify-start")}
          >
            <p
              className={cn(
                "max-w-[85%] whitespace-pre-wrap rounded-2xl px-4 py-2.5 text-sm leading-6",
                m.sender === "user"
                  ? "rounded-br-md bg-brand-600 text-white"
                  : "rounded-bl-md border border-line bg-white text-ink",
              )}
            >
              <span className="sr-only">
                {m.sender === "user" ? "You: " : `${assistantName}: `}
              </span>
              {m.content}
            </p>
          </div>
        ))}
        {state.isTyping && (
          <div className="flex justify-start" data-testid="typing-indicator">
            <p
              className="flex items-center gap-1 rounded-2xl rounded-bl-md border border-line bg-white px-4 py-3"
              role="status"
            >
              <span className="sr-only">{assistantName} is typing…</span>
              <span
                className="size-2 animate-bounce rounded-full bg-brand-400 [animation-delay:-0.3s]"
                aria-hidden
              />
              <span
                className="size-2 animate-bounce rounded-full bg-brand-400 [animation-delay:-0.15s]"
                aria-hidden
              />
              <span className="size-2 animate-bounce rounded-full bg-brand-400" aria-hidden />
            </p>
          </div>
        )}
      </div>

      <div className="border-t border-line bg-white p-3">
        <button
          type="button"
          onClick={scheduleCall}
          className="mb-3 inline-flex w-full items-center justify-center gap-2 rounded-pill border border-brand-200 bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-100"
        >
          <CalendarDays className="size-4" aria-hidden />
          Schedule Call
        </button>
        <form onSubmit={onSubmit} className="flex items-center gap-2">
          <label htmlFor={`${titleId}-input`} className="sr-only">
            Message {assistantName}
          </label>
          <input
            ref={inputRef}
            id={`${titleId}-input`}
            value={input}
            onChange={(e) => setInput(e.target.value)}
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
      </div>
    </div>
  );
}
