"use client";

// The chat's replies, one at a time in the order asked: a request for a person, the model while
// it may be asked, or the rule-based answers.
import { type RefObject, useCallback, useRef } from "react";
import { requestReply } from "@/lib/chat/api";
import { CHAT_CONFIG } from "@/lib/chat/config";
import type { Credentials } from "@/lib/chat/credentials";
import { errorReply } from "@/lib/chat/fixed-replies";
import {
  askForContact,
  asksForPerson,
  DEFAULT_REPLY_PROMISE,
  HANDOFF_PROMPT,
  handoffAlreadySent,
  handoffConfirmed,
} from "@/lib/chat/handoff";
import { sayLive } from "@/lib/chat/live";
import { ruleBasedReply } from "@/lib/chat/rules";
import {
  atFallbackCap,
  type ChatEvent,
  type ChatMessage,
  type ChatState,
  modelContext,
  shouldAskModel,
  typingDelay,
} from "@/lib/chat/state";
import { hasContactDetails } from "@/lib/chat/summary";
import type { ChatKnowledge } from "@/lib/validations/chat-responses";
import { brandOf, type ChatBrand } from "./chat-brand";
import { message } from "./chat-message";
import { liveNotice } from "./use-live-chat";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function useChatReplies({
  stateRef,
  dispatch,
  brandRef,
  knowledgeReady,
  generation,
  queue,
  session,
  persistLocal,
  saveLead,
}: {
  stateRef: RefObject<ChatState>;
  dispatch: (event: ChatEvent) => void;
  brandRef: RefObject<ChatBrand>;
  knowledgeReady: RefObject<Promise<ChatKnowledge | null> | null>;
  /** Counts fresh starts: an answer in flight across one is dropped. */
  generation: RefObject<number>;
  /** The visitor's messages waiting for their reply (emptied by a fresh start). */
  queue: RefObject<ChatMessage[]>;
  session: () => Promise<Credentials | null>;
  persistLocal: () => void;
  saveLead: () => void;
}) {
  const working = useRef(false);

  /** A request for a person (or the contact it waited for) is answered here, not by the model. */
  const handoffReply = useCallback(
    (prompt: string, b: ChatBrand): string | null => {
      const asked = asksForPerson(prompt);
      if (asked)
        dispatch({ type: "handoff", requestedAt: new Date().toISOString(), message: prompt });
      const { handoff, contactInfo } = stateRef.current;
      if (!handoff || (!asked && handoff.confirmed)) return null;
      if (!hasContactDetails(contactInfo)) return asked ? askForContact(b.consultantName) : null;
      const promise = b.replyPromise ?? DEFAULT_REPLY_PROMISE;
      if (handoff.confirmed) return handoffAlreadySent(b.consultantName, promise);
      dispatch({ type: "handoff-confirmed" });
      saveLead();
      return handoffConfirmed(b.consultantName, promise, contactInfo.name);
    },
    [dispatch, saveLead, stateRef],
  );

  const answer = useCallback(
    async (prompt: string) => {
      const before = stateRef.current;
      const started_in = generation.current;
      const started = Date.now();
      const delay = typingDelay();
      // The rule-based answers need the catalogue: fetched on open, it has almost always arrived.
      const b = brandRef.current.services.length
        ? brandRef.current
        : brandOf(brandRef.current, (await knowledgeReady.current) ?? null);
      let reply: string;
      let fallback = false;
      let sources: ChatMessage["sources"];
      const person = handoffReply(prompt, b);
      if (person) {
        reply = person;
      } else if (shouldAskModel(before)) {
        dispatch({ type: "model-called", at: started });
        try {
          const c = await session();
          const result = await requestReply({
            prompt,
            context: {
              sessionId: c?.sessionId ?? "anonymous",
              sessionToken: c?.sessionToken,
              stage: before.conversationStage,
              userInfo: before.contactInfo,
              model: CHAT_CONFIG.llm.model,
              temperature: CHAT_CONFIG.llm.temperature,
              maxTokens: CHAT_CONFIG.llm.maxTokens,
              history: modelContext(before, prompt),
            },
          });
          if (result.kind === "reply") {
            reply = result.reply.response;
            fallback = result.reply.fallbackUsed;
            sources = result.reply.sources.length ? result.reply.sources : undefined;
          } else {
            reply = ruleBasedReply(prompt, b);
            fallback = true;
          }
        } catch (err) {
          console.warn("[chat] reply failed", err);
          reply = errorReply(b.consultantName);
          fallback = true;
        }
      } else {
        reply = ruleBasedReply(prompt, b);
        // Past the session's fallback cap the model is not asked: that is a fallback too (§8).
        fallback = atFallbackCap(before);
      }
      await sleep(Math.max(0, delay - (Date.now() - started)));
      // The chat started afresh meanwhile: this answer belongs to the one that is gone.
      if (started_in !== generation.current) return;
      const m = message(reply, "bot");
      dispatch({
        type: "bot-message",
        message: sources ? { ...m, sources } : m,
        fallback,
        reply: true,
      });
      persistLocal();
    },
    [dispatch, persistLocal, session, handoffReply, stateRef, brandRef, generation, knowledgeReady],
  );

  const work = useCallback(async () => {
    if (working.current) return;
    working.current = true;
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) {
        await answer(next.content);
      }
    } finally {
      working.current = false;
    }
  }, [answer, queue]);

  /** With a person in the conversation the message goes to them, and no model is asked; if they
   * left meanwhile, the assistant answers it. */
  const sayToPerson = useCallback(
    async (m: ChatMessage) => {
      const c = await session();
      // Unreachable now: the message still reaches the lead with the chat's next save.
      const heard = c ? await sayLive(c, m.id, m.content).catch(() => true) : true;
      if (heard) return;
      const gone = stateRef.current.agent;
      dispatch({
        type: "live-state",
        agent: null,
        notice: liveNotice(gone, null, brandRef.current.assistantName),
      });
      dispatch({ type: "typing", on: true });
      queue.current.push(m);
      void work();
    },
    [dispatch, session, stateRef, brandRef, queue, work],
  );

  /** Shows the visitor's message at once; it is answered after any reply in progress. */
  const send = useCallback(
    (text: string) => {
      const prompt = text.trim();
      if (!prompt) return false;
      const known = stateRef.current.contactInfo;
      const m = message(prompt, "user");
      dispatch({ type: "user-message", message: m, services: brandRef.current.services });
      const now = stateRef.current.contactInfo;
      // A way to reach the visitor is saved before any reply: they may leave at once.
      if (hasContactDetails(now) && (now.email !== known.email || now.phone !== known.phone)) {
        saveLead();
      }
      if (stateRef.current.agent) void sayToPerson(m);
      else {
        queue.current.push(m);
        void work();
      }
      return true;
    },
    [dispatch, saveLead, work, stateRef, brandRef, queue, sayToPerson],
  );

  /** "Talk to a person": said as the visitor's own message, answered by handoffReply. */
  const talkToPerson = useCallback(() => send(HANDOFF_PROMPT), [send]);

  return { send, talkToPerson };
}
