// The chat's memory in this browser (spec §3 "Locally stored session" and the visitor's name):
// read, written and forgotten here. Storage can be off (private mode): then the chat forgets.
import { STORAGE_KEYS } from "./config";
import { type ChatState, parseStoredSession, type StoredSession, toStoredSession } from "./state";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readMemory(): { stored: StoredSession | null; name: string | null } {
  const store = storage();
  try {
    return {
      stored: parseStoredSession(store?.getItem(STORAGE_KEYS.session) ?? null),
      name: store?.getItem(STORAGE_KEYS.name) ?? null,
    };
  } catch {
    return { stored: null, name: null };
  }
}

export function writeMemory(state: ChatState, now = new Date()) {
  try {
    const store = storage();
    store?.setItem(STORAGE_KEYS.session, JSON.stringify(toStoredSession(state, now)));
    if (state.contactInfo.name) store?.setItem(STORAGE_KEYS.name, state.contactInfo.name);
  } catch (err) {
    console.warn("[chat] could not save the session locally", err);
  }
}

/** Spec §4 Reset: the stored session and the remembered name go. */
export function forgetMemory() {
  try {
    const store = storage();
    store?.removeItem(STORAGE_KEYS.session);
    store?.removeItem(STORAGE_KEYS.name);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
