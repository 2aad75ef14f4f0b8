// The chat's memory in this browser (spec §3 "Locally stored session" and the visitor's name)
// and the conversation's latest messages beside it, for as long: read, written and forgotten
// here together. Storage can be off (private mode): then the chat forgets.
import { STORAGE_KEYS } from "./config";
import type { ChatMessage, ChatState, StoredSession } from "./state";
import {
  keptMessages,
  parseKeptMessages,
  parseStoredSession,
  toStoredSession,
} from "./stored-session";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readMemory(): {
  stored: StoredSession | null;
  name: string | null;
  messages: ChatMessage[];
} {
  const store = storage();
  try {
    return {
      stored: parseStoredSession(store?.getItem(STORAGE_KEYS.session) ?? null),
      name: store?.getItem(STORAGE_KEYS.name) ?? null,
      messages: parseKeptMessages(store?.getItem(STORAGE_KEYS.transcript) ?? null),
    };
  } catch {
    return { stored: null, name: null, messages: [] };
  }
}

export function writeMemory(state: ChatState, now = new Date()) {
  try {
    const store = storage();
    store?.setItem(STORAGE_KEYS.session, JSON.stringify(toStoredSession(state, now)));
    store?.setItem(STORAGE_KEYS.transcript, JSON.stringify(keptMessages(state.messages)));
    if (state.contactInfo.name) store?.setItem(STORAGE_KEYS.name, state.contactInfo.name);
  } catch (err) {
    console.warn("[chat] could not save the session locally", err);
  }
}

/** Spec §4 Reset: the stored session, the remembered name and the conversation go. */
export function forgetMemory() {
  try {
    const store = storage();
    store?.removeItem(STORAGE_KEYS.session);
    store?.removeItem(STORAGE_KEYS.name);
    store?.removeItem(STORAGE_KEYS.transcript);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
