"use client";

// A person of the team in the chat: the live connection opens once the visitor asked for one (or
// a returning visitor's chat looks once for replies sent while they were away), shows who joined
// and their replies, and closes with the panel.
import { type RefObject, useCallback, useEffect, useRef } from "react";
import type { Credentials } from "@/lib/chat/credentials";
import { followLive, sayTyping } from "@/lib/chat/live";
import type { ChatEvent, ChatMessage, ChatState, LiveAgent } from "@/lib/chat/state";
import type { VisitorLiveEvent } from "@/lib/validations/live-events";
import type { ChatBrand } from "./chat-brand";
import { message } from "./chat-message";

const TYPING_MS = 4_000;
const TYPING_EVERY_MS = 3_000;

/** "Marcus joined the conversation" or "Marcus handed the conversation back to Ava". */
export function liveNotice(
  before: LiveAgent | null,
  after: LiveAgent | null,
  assistantName: string,
): ChatMessage | undefined {
  if (after && after.name !== before?.name) {
    return message(`${after.name} joined the conversation`, "notice");
  }
  if (!after && before) {
    return message(`${before.name} handed the conversation back to ${assistantName}`, "notice");
  }
  return undefined;
}

export function useLiveChat({
  state,
  stateRef,
  dispatch,
  brandRef,
  session,
  persistLocal,
}: {
  state: ChatState;
  stateRef: RefObject<ChatState>;
  dispatch: (event: ChatEvent) => void;
  brandRef: RefObject<ChatBrand>;
  session: () => Promise<Credentials | null>;
  persistLocal: () => void;
}) {
  const asked = Boolean(state.handoff?.confirmed) || state.agent !== null;
  // A returning visitor who left a way to reach them: one look for replies sent meanwhile.
  const returning =
    state.visitCount > 1 && Boolean(state.contactInfo.email || state.contactInfo.phone);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sessionId = state.sessionId;

  useEffect(() => {
    if (!sessionId || (!asked && !returning)) return;
    const stop = new AbortController();
    const onEvent = (event: VisitorLiveEvent) => {
      const now = stateRef.current;
      if (event.type === "state") {
        const notice = liveNotice(now.agent, event.agent, brandRef.current.assistantName);
        dispatch({ type: "live-state", agent: event.agent, notice });
        if (notice) persistLocal();
        // Nobody there and nobody asked for: the look is over.
        if (!event.agent && !now.handoff?.confirmed) stop.abort();
      } else if (event.type === "message") {
        dispatch({
          type: "agent-message",
          message: {
            id: event.id,
            content: event.text,
            sender: "agent",
            timestamp: event.sent_at,
            author: event.author,
          },
        });
        persistLocal();
      } else {
        dispatch({ type: "agent-typing", on: true });
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(
          () => dispatch({ type: "agent-typing", on: false }),
          TYPING_MS,
        );
      }
    };
    // Replies after the last one shown (or since the visitor asked) come first on connecting.
    const after = () => {
      const s = stateRef.current;
      const last = s.messages.findLast((m) => m.sender === "agent");
      return last?.timestamp ?? s.handoff?.requestedAt ?? null;
    };
    void session().then((creds) => {
      if (creds && !stop.signal.aborted) {
        followLive(creds, after, onEvent, stop.signal, { keepTrying: asked });
      }
    });
    return () => {
      stop.abort();
      clearTimeout(typingTimer.current);
    };
  }, [sessionId, asked, returning, dispatch, stateRef, brandRef, session, persistLocal]);

  // The visitor typing, told to the person in the conversation at most every 3 s.
  const lastTyping = useRef(0);
  return useCallback(() => {
    if (!stateRef.current.agent || Date.now() - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = Date.now();
    void session().then((creds) => (creds ? sayTyping(creds) : undefined));
  }, [stateRef, session]);
}
