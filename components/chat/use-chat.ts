"use client";

// The chat's orchestration: memory across visits, the session, replies in order, Schedule Call
// and lead saves. Rules live in lib/chat, network in lib/chat/api.ts and delivery.ts; components
// only render.
import { useCallback, useEffect, useRef, useState } from "react";
import { forgetAttribution, readAttribution } from "@/lib/attribution";
import { bookingHref } from "@/lib/booking-link";
import { fetchKnowledge } from "@/lib/chat/api";
import { CHAT_CONFIG } from "@/lib/chat/config";
import {
  type Credentials,
  ensureSession,
  forgetCredentials,
  readCredentials,
} from "@/lib/chat/credentials";
import {
  beaconOutbox,
  flushOutbox,
  isErasedChat,
  onChatErased,
  queueSave,
} from "@/lib/chat/delivery";
import { openingMessage, scheduleCallReply } from "@/lib/chat/fixed-replies";
import { forgetMemory, readMemory, writeMemory } from "@/lib/chat/memory";
import {
  type ChatEvent,
  type ChatMessage,
  type ChatState,
  chatReducer,
  initialState,
} from "@/lib/chat/state";
import { restorable } from "@/lib/chat/stored-session";
import { buildLeadSummary, contextOf, unsentTranscript, worthALead } from "@/lib/chat/summary";
import type { ChatKnowledge } from "@/lib/validations/chat-responses";
import { brandOf, type ChatIdentity } from "./chat-brand";
import { message } from "./chat-message";
import { useChatReplies } from "./use-chat-replies";
import { useLiveChat } from "./use-live-chat";

const ERASED_NOTICE =
  "Your earlier conversation with us was deleted at your request, so this is a fresh start.";

export function useChat(identity: ChatIdentity) {
  const [state, setState] = useState<ChatState>(() => initialState());
  const [knowledge, setKnowledge] = useState<ChatKnowledge | null>(null);
  // Asked once, when the panel first mounts; a rule-based answer waits for it.
  const knowledgeReady = useRef<Promise<ChatKnowledge | null> | null>(null);
  useEffect(() => {
    knowledgeReady.current ??= fetchKnowledge().then((k) => {
      if (k) setKnowledge(k);
      return k;
    });
  }, []);
  const stateRef = useRef(state);
  const dispatch = useCallback((event: ChatEvent) => {
    stateRef.current = chatReducer(stateRef.current, event);
    setState(stateRef.current);
  }, []);
  const creds = useRef<Credentials | null>(null);
  const queue = useRef<ChatMessage[]>([]);
  // Messages already handed to the outbox, and the last context saved (to skip repeats).
  const queuedIds = useRef(new Set<string>());
  const lastContext = useRef("");
  // Counts fresh starts: an answer in flight across one is dropped.
  const generation = useRef(0);
  const brandRef = useRef(brandOf(identity, knowledge));
  brandRef.current = brandOf(identity, knowledge);

  // ---- memory and session ----

  // An erased chat is never written back to this browser's memory (another tab forgot it).
  const persistLocal = useCallback(() => {
    const sessionId = stateRef.current.sessionId;
    if (!isErasedChat(sessionId)) writeMemory(stateRef.current);
  }, []);

  const session = useCallback(async () => {
    creds.current ??= await ensureSession();
    if (creds.current && stateRef.current.sessionId !== creds.current.sessionId) {
      dispatch({ type: "session", sessionId: creds.current.sessionId });
    }
    return creds.current;
  }, [dispatch]);

  /** A new conversation with a new session; `erased`: the server refused the old one as deleted at
   * the visitor's request, which the opening message says. */
  const startAfresh = useCallback(
    (opts: { erased?: boolean } = {}) => {
      generation.current += 1;
      // Another tab that met the erased chat first may have started afresh already: its new
      // session, and the memory that goes with it, stay.
      const stored = readCredentials();
      if (!opts.erased || !stored || isErasedChat(stored.sessionId)) {
        forgetMemory();
        forgetCredentials();
        if (opts.erased) forgetAttribution();
      }
      creds.current = null;
      queue.current = [];
      queuedIds.current = new Set();
      lastContext.current = "";
      dispatch({ type: "reset", sessionId: "" });
      const b = brandRef.current;
      const greeting = openingMessage({
        storedName: null,
        visitCount: 0,
        assistantName: b.assistantName,
        company: b.company,
      });
      dispatch({
        type: "bot-message",
        message: {
          ...message(opts.erased ? `${ERASED_NOTICE} ${greeting}` : greeting, "bot"),
          opening: true,
        },
        fallback: false,
      });
      void session();
    },
    [dispatch, session],
  );

  // ---- saving: the context always, the lead summary once it is worth one ----

  // Synchronous on purpose: on page hide there is no later. Without a session yet (offline),
  // the saves wait in the outbox for one.
  const saveLead = useCallback(
    (opts: { summary?: boolean } = {}) => {
      const s = stateRef.current;
      if (s.messages.length === 0) return;
      // The chat on screen is one the server refused as erased (maybe in another tab).
      if (isErasedChat(s.sessionId) || isErasedChat(creds.current?.sessionId)) {
        startAfresh({ erased: true });
        return;
      }
      persistLocal();
      // The stored session is the truth: the outbox forgets one the server no longer knows.
      const c = readCredentials();
      creds.current = c;
      if (!c) void session();
      const context = contextOf(s, new Date());
      const contextKey = JSON.stringify({ ...context, lastInteraction: "" });
      if (contextKey !== lastContext.current) {
        lastContext.current = contextKey;
        queueSave({ kind: "context", creds: c, body: { context } });
      }
      if (opts.summary === false || !worthALead(s)) return;
      const transcript = unsentTranscript(s.messages, queuedIds.current);
      for (const m of transcript) queuedIds.current.add(m.id);
      queueSave({
        kind: "summary",
        creds: c,
        body: buildLeadSummary(s, new Date(), readAttribution()),
        transcript,
      });
    },
    [persistLocal, session, startAfresh],
  );

  // ---- opening: restore memory, greet ----

  const initialise = useCallback(() => {
    const { stored, name: storedName, messages } = readMemory();
    if (restorable(stored, new Date())) {
      dispatch({ type: "restore", stored, messages });
      // Saved with the lead on the earlier page.
      for (const m of messages) queuedIds.current.add(m.id);
    } else {
      // Past the memory window the visitor starts afresh: a new session, a new lead.
      forgetCredentials();
    }
    const b = brandRef.current;
    const text = openingMessage({
      storedName,
      visitCount: stateRef.current.visitCount,
      assistantName: b.assistantName,
      company: b.company,
    });
    dispatch({
      type: "bot-message",
      message: { ...message(text, "bot"), opening: true },
      fallback: false,
    });
    persistLocal();
    creds.current = readCredentials();
    void session();
    void flushOutbox();
  }, [dispatch, persistLocal, session]);

  // ---- replies, in order ----

  const { send, talkToPerson } = useChatReplies({
    stateRef,
    dispatch,
    brandRef,
    knowledgeReady,
    generation,
    queue,
    session,
    persistLocal,
    saveLead,
  });

  const typing = useLiveChat({ state, stateRef, dispatch, brandRef, session, persistLocal });

  const scheduleCall = useCallback(() => {
    const b = brandRef.current;
    dispatch({ type: "call-to-action" });
    // The calendar opens with the name and email the visitor gave here already filled in.
    window.open(
      bookingHref(stateRef.current.contactInfo, b.bookingUrl),
      "_blank",
      "noopener,noreferrer",
    );
    dispatch({
      type: "bot-message",
      message: message(scheduleCallReply(b.consultantName, b.hasCalendar), "bot"),
      fallback: false,
    });
    saveLead();
  }, [dispatch, saveLead]);

  /** Closing saves (spec: the summary once there are more than 2 messages). */
  const close = useCallback(() => saveLead(), [saveLead]);

  /** Start over: everything said so far is saved first, then forgotten here. */
  const reset = useCallback(() => {
    saveLead();
    startAfresh();
  }, [saveLead, startAfresh]);

  // This chat's data was deleted at the visitor's request (the server refused a save): what the
  // panel still shows goes too, or the next save would store it again under a new session.
  useEffect(
    () =>
      onChatErased((sessionId) => {
        if (sessionId === creds.current?.sessionId || sessionId === stateRef.current.sessionId) {
          startAfresh({ erased: true });
        }
      }),
    [startAfresh],
  );

  // Autosave the context every 5 s while the chat has something to keep (spec §9).
  useEffect(() => {
    const timer = setInterval(() => {
      if (stateRef.current.messages.length > 1) saveLead({ summary: false });
    }, CHAT_CONFIG.memory.autosaveMs);
    return () => clearInterval(timer);
  }, [saveLead]);

  // A visitor who leaves without closing the chat is a lead too: save, then one beacon try.
  useEffect(() => {
    const onHide = (unloading: boolean) => {
      if (stateRef.current.messages.length > 0) {
        saveLead();
        beaconOutbox({ unloading });
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") onHide(false);
    };
    // Not kept in the back-forward cache: the page, and any request it still waits on, is gone.
    const onPageHide = (e: PageTransitionEvent) => onHide(!e.persisted);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onPageHide);
    };
  }, [saveLead]);

  return {
    state,
    suggestions: knowledge?.suggestions ?? [],
    initialise,
    send,
    scheduleCall,
    talkToPerson,
    typing,
    close,
    reset,
  };
}
