// The outbox's delivery in the browser (rules in lib/chat/outbox.ts). Saves go to localStorage
// first and leave only on a 2xx or an "erased" answer; the page-hide beacon is never proof of
// delivery.
import { STORAGE_KEYS } from "./config";
import {
  type Credentials,
  ensureSession,
  forgetCredentials,
  nextSeq,
  readCredentials,
} from "./credentials";
import { read, write } from "./local-store";
import {
  due,
  expire,
  namesEmail,
  nextDue,
  type OutboxEntry,
  type Outcome,
  outcomeOf,
  parseOutbox,
  put,
  requestFor,
  settle,
  TRANSCRIPT_BATCH,
} from "./outbox";

/** A body's size as browsers count it for keepalive and beacons (at most 64 KiB in flight). */
const KEEPALIVE_MAX_BYTES = 60_000;
const byteSize = (json: string) => new Blob([json]).size;

const loadOutbox = () => expire(parseOutbox(read(STORAGE_KEYS.outbox)), Date.now());
const saveOutbox = (entries: OutboxEntry[]) =>
  write(STORAGE_KEYS.outbox, entries.length ? JSON.stringify(entries) : null);

export const hasPendingSaves = () => loadOutbox().length > 0;

/** Puts one save in the outbox and tries to deliver everything due. */
export function queueSave(save: {
  kind: OutboxEntry["kind"];
  creds: Credentials | null;
  body: Record<string, unknown>;
  transcript?: OutboxEntry["transcript"];
}) {
  const now = Date.now();
  const entry: OutboxEntry = {
    kind: save.kind,
    sessionId: save.creds?.sessionId ?? null,
    sessionToken: save.creds?.sessionToken ?? null,
    seq: save.creds ? nextSeq(save.creds) : 0,
    body: save.body,
    transcript: save.transcript ?? [],
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
    batch: TRANSCRIPT_BATCH,
    awaitingSession: !save.creds,
  };
  saveOutbox(put(loadOutbox(), entry));
  void flushOutbox();
}

/** Gives offline saves the session issued since. */
async function attachSessions(): Promise<void> {
  const waiting = loadOutbox().filter((e) => e.awaitingSession);
  if (waiting.length === 0) return;
  const creds = await ensureSession();
  if (!creds) return;
  let entries = loadOutbox();
  for (const e of entries.filter((x) => x.awaitingSession)) {
    entries = put(
      entries.filter((x) => x !== e),
      {
        ...e,
        sessionId: creds.sessionId,
        sessionToken: creds.sessionToken,
        seq: nextSeq(creds),
        awaitingSession: false,
      },
    );
  }
  saveOutbox(entries);
}

async function send(entry: OutboxEntry): Promise<Outcome> {
  const { url, body } = requestFor(entry);
  const json = JSON.stringify(body);
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: json,
      // Lets a save started just before the page goes away finish (bodies up to 64 KiB).
      keepalive: byteSize(json) < KEEPALIVE_MAX_BYTES,
      cache: "no-store",
    });
    if (res.status === 400) console.warn("[chat] a save was refused by the server");
    // A 403's answer says whether it is the session that was refused.
    const answer = res.status === 403 ? await res.json().catch(() => null) : null;
    return outcomeOf(res.status, answer);
  } catch {
    return outcomeOf(0);
  }
}

const erasedListeners = new Set<(sessionId: string) => void>();

/** Hears of chats the server says were erased at the visitor's request; returns its unsubscribe. */
export function onChatErased(listener: (sessionId: string) => void): () => void {
  erasedListeners.add(listener);
  return () => erasedListeners.delete(listener);
}

/** How long this browser remembers an erased session: longer than any tab could hold its chat. */
const ERASED_KEPT_MS = 35 * 86_400_000;

function erasedHere(): Array<{ id: string; at: number }> {
  try {
    const value: unknown = JSON.parse(read(STORAGE_KEYS.erased) ?? "[]");
    if (!Array.isArray(value)) return [];
    return value.filter(
      (e): e is { id: string; at: number } =>
        typeof e?.id === "string" &&
        typeof e?.at === "number" &&
        Date.now() - e.at < ERASED_KEPT_MS,
    );
  } catch {
    return [];
  }
}

/** True when the server refused `sessionId` as erased (in any tab): a chat showing it must start
 * afresh rather than save or store it again. */
export const isErasedChat = (sessionId: string | null | undefined) =>
  Boolean(sessionId) && erasedHere().some((e) => e.id === sessionId);

function forgetErased(sessionId: string) {
  const known = erasedHere().filter((e) => e.id !== sessionId);
  write(STORAGE_KEYS.erased, JSON.stringify([...known, { id: sessionId, at: Date.now() }]));
  if (readCredentials()?.sessionId === sessionId) {
    forgetCredentials();
    // The chat's memory (lib/chat/memory.ts), forgotten here without loading its module: this
    // one also runs alone, when a page load finds saves waiting.
    write(STORAGE_KEYS.session, null);
    write(STORAGE_KEYS.name, null);
  }
  for (const listener of erasedListeners) listener(sessionId);
}

let flushing: Promise<void> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends every due save, one at a time, and schedules the next retry. */
export function flushOutbox(): Promise<void> {
  flushing ??= (async () => {
    try {
      for (let round = 0; round < 20; round++) {
        await attachSessions();
        const ready = due(loadOutbox(), Date.now()).filter((e) => !e.awaitingSession);
        if (ready.length === 0) break;
        const erased = new Set<string>();
        for (const entry of ready) {
          if (entry.sessionId && erased.has(entry.sessionId)) continue;
          const outcome = await send(entry);
          // This browser's session is no longer recognised: forget it, so the next round is
          // issued a new one and the refused saves go out with it.
          if (
            outcome.type === "session-rejected" &&
            readCredentials()?.sessionId === entry.sessionId
          ) {
            forgetCredentials();
          }
          saveOutbox(settle(loadOutbox(), entry, outcome, Date.now()));
          if (outcome.type === "session-erased" && entry.sessionId) {
            erased.add(entry.sessionId);
            forgetErased(entry.sessionId);
          }
        }
      }
    } finally {
      flushing = null;
      scheduleRetry();
    }
  })();
  return flushing;
}

function scheduleRetry() {
  clearTimeout(timer);
  const at = nextDue(loadOutbox().filter((e) => !e.awaitingSession));
  if (at === null) return;
  timer = setTimeout(() => void flushOutbox(), Math.max(1_000, at - Date.now()));
}

/** The page is going away: one more attempt at everything, by beacon; nothing is removed. With
 * `unloading`, a summary still waiting for its session goes without one (filed by its email). */
export function beaconOutbox({ unloading = false }: { unloading?: boolean } = {}) {
  if (typeof navigator.sendBeacon !== "function") return;
  for (const entry of loadOutbox()) {
    if (entry.awaitingSession && !(unloading && namesEmail(entry))) continue;
    const { url, body } = requestFor(entry);
    const blob = new Blob([JSON.stringify(body)], { type: "application/json" });
    if (blob.size > KEEPALIVE_MAX_BYTES) continue;
    navigator.sendBeacon(url, blob);
  }
}
