// The chat's outbox (pure): every lead save is stored here and leaves only on a 2xx or an "erased"
// answer. One entry per kind and session; a newer save keeps what only the older knew (another tab
// may know less). Failures back off exponentially; entries past 30 days are dropped.
import { chatSummaryText, nextStep } from "@/lib/rules/lead-summary";
import { CHAT_CONFIG } from "./config";

export type OutboxKind = "summary" | "context";

export type OutboxMessage = {
  id: string;
  sender: "user" | "bot";
  content: string;
  timestamp: string;
};

export type OutboxEntry = {
  kind: OutboxKind;
  /** Null until the server has issued this chat a session. */
  sessionId: string | null;
  sessionToken: string | null;
  seq: number;
  /** The request fields other than the session, the sequence and the transcript. */
  body: Record<string, unknown>;
  /** Conversation messages not yet confirmed by the server (summaries only). */
  transcript: OutboxMessage[];
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  /** How many transcript messages one request carries (halved after a 413). */
  batch: number;
  /** Saved before the server could issue a session (offline): one is attached before sending. */
  awaitingSession?: boolean;
};

export const TRANSCRIPT_BATCH = 40;
const DAY_MS = 86_400_000;
const MAX_BACKOFF_MS = 5 * 60_000;
/** An attempt number whose backoff is already the longest. */
const MAX_ATTEMPT_STEP = 10;

const sameSlot = (a: OutboxEntry, b: OutboxEntry) =>
  a.kind === b.kind && a.sessionId === b.sessionId;

type Fields = Record<string, unknown>;
const isFields = (v: unknown): v is Fields => typeof v === "object" && v !== null;
const blank = (v: unknown) => typeof v !== "string" || v.trim() === "";

/** The newer contact details, with the older one's where the newer are blank. */
function fill(newer: unknown, older: unknown): unknown {
  if (!isFields(older)) return newer;
  const out: Fields = isFields(newer) ? { ...newer } : {};
  for (const [k, v] of Object.entries(older)) if (blank(out[k]) && !blank(v)) out[k] = v;
  return out;
}

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Both lists, the newer's first, within the server's 20 items. */
function union(newer: unknown, older: unknown): unknown {
  if (!Array.isArray(older)) return newer;
  return [...new Set([...asList(newer), ...older])].slice(0, 20);
}

/** A newer save's body, keeping what only the older one knew. */
export function mergeBody(kind: OutboxKind, newer: Fields, older: Fields): Fields {
  if (kind === "context") {
    const [n, o] = [newer.context, older.context];
    if (!isFields(n) || !isFields(o)) return newer;
    const context = {
      ...n,
      userInfo: fill(n.userInfo, o.userInfo),
      servicesDiscussed: union(n.servicesDiscussed, o.servicesDiscussed),
      painPoints: union(n.painPoints, o.painPoints),
    };
    return { ...newer, context };
  }
  const services = union(newer.services_discussed, older.services_discussed);
  const out: Fields = { ...newer };
  const kept = {
    contact_info: fill(newer.contact_info, older.contact_info),
    services_discussed: services,
    key_pain_points: union(newer.key_pain_points, older.key_pain_points),
  };
  for (const [k, v] of Object.entries(kept)) if (v !== undefined) out[k] = v;
  // The summary text and next step follow the kept topics and call offered (lib/chat/summary.ts).
  if (Array.isArray(services) && services.length > asList(newer.services_discussed).length) {
    out.chat_summary = chatSummaryText(services);
  }
  if (older.call_to_action_offered === true) {
    out.call_to_action_offered = true;
    out.next_step = nextStep(true);
  }
  return out;
}

/** A lead summary that names an email: the server files it under that email's lead. */
export const namesEmail = (entry: OutboxEntry) =>
  entry.kind === "summary" &&
  isFields(entry.body.contact_info) &&
  !blank(entry.body.contact_info.email);

/** Adds or replaces the entry for the same kind and session. */
export function put(entries: OutboxEntry[], entry: OutboxEntry): OutboxEntry[] {
  const old = entries.find((e) => sameSlot(e, entry));
  if (!old) return [...entries, entry];
  const known = new Set(old.transcript.map((m) => m.id));
  const merged: OutboxEntry = {
    ...entry,
    body: mergeBody(entry.kind, entry.body, old.body),
    seq: Math.max(entry.seq, old.seq),
    transcript: [...old.transcript, ...entry.transcript.filter((m) => !known.has(m.id))],
    createdAt: old.createdAt,
    // A fresh save is worth trying at once, whatever the old one's backoff said.
    attempts: 0,
    nextAttemptAt: entry.nextAttemptAt,
    batch: Math.min(old.batch, entry.batch),
  };
  return entries.map((e) => (e === old ? merged : e));
}

/** Entries whose next attempt is due. */
export const due = (entries: OutboxEntry[], now: number) =>
  entries.filter((e) => e.nextAttemptAt <= now);

/** The earliest time something is due, or null when the outbox is empty. */
export const nextDue = (entries: OutboxEntry[]) =>
  entries.length ? Math.min(...entries.map((e) => e.nextAttemptAt)) : null;

/** The request for an entry: the endpoint and its JSON body. */
export function requestFor(entry: OutboxEntry): { url: string; body: Record<string, unknown> } {
  if (entry.kind === "context") {
    return {
      url: "/api/chat/context",
      body: {
        ...entry.body,
        sessionId: entry.sessionId,
        sessionToken: entry.sessionToken ?? undefined,
        seq: entry.seq,
      },
    };
  }
  return {
    url: "/api/chat/summary",
    body: {
      ...entry.body,
      ...(entry.sessionId
        ? { session_id: entry.sessionId, session_token: entry.sessionToken ?? undefined }
        : {}),
      seq: entry.seq,
      transcript: entry.transcript.slice(0, entry.batch),
    },
  };
}

/** The server confirmed `sent`: the entry goes once nothing newer or unsent is left in it. */
export function acknowledge(entries: OutboxEntry[], sent: OutboxEntry): OutboxEntry[] {
  const delivered = new Set(sent.transcript.slice(0, sent.batch).map((m) => m.id));
  return entries.flatMap((e) => {
    if (!sameSlot(e, sent)) return [e];
    const transcript = e.transcript.filter((m) => !delivered.has(m.id));
    if (e.seq <= sent.seq && transcript.length === 0) return [];
    // More to send (a newer save, or the rest of a long transcript): go again now.
    return [{ ...e, transcript, attempts: 0, nextAttemptAt: 0 }];
  });
}

/** Waits 2 s, 4 s, 8 s … up to 5 minutes, with ±20% jitter so many tabs don't retry together. */
export function backoffMs(attempts: number, random = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 2_000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export type Outcome =
  | { type: "delivered" }
  | { type: "retry" }
  | { type: "too-large" }
  | { type: "session-rejected" }
  /** The session's data was deleted at the visitor's request: nothing of it is sent again. */
  | { type: "session-erased" }
  | { type: "rejected" };

/** The server's code for an invalid session token (lib/api/chat-proof.ts); its other 403s (another
 * site's request) and a firewall's say nothing about the session. */
export const SESSION_REFUSED_CODE = "chat_session_invalid";
/** The code of the server's answer when a privacy deletion removed the session's data. */
export const SESSION_ERASED_CODE = "chat_session_erased";

const errorCode = (answer: unknown) => {
  const error = isFields(answer) ? answer.error : null;
  return isFields(error) ? error.code : undefined;
};

/** What an HTTP status (and a 403's JSON) means for a save; 0 is no answer (offline, blocked). */
export function outcomeOf(status: number, answer?: unknown): Outcome {
  if (status >= 200 && status < 300) return { type: "delivered" };
  if (status === 413) return { type: "too-large" };
  if (status === 403 && errorCode(answer) === SESSION_REFUSED_CODE) {
    return { type: "session-rejected" };
  }
  if (status === 403 && errorCode(answer) === SESSION_ERASED_CODE)
    return { type: "session-erased" };
  // Any other 403 is waited out like an outage (a firewall, a misconfigured origin check).
  if (status === 0 || status === 403 || status === 408 || status === 429 || status >= 500) {
    return { type: "retry" };
  }
  return { type: "rejected" };
}

/** The outbox after an attempt at `sent` ended with `outcome`. */
export function settle(
  entries: OutboxEntry[],
  sent: OutboxEntry,
  outcome: Outcome,
  now: number,
): OutboxEntry[] {
  switch (outcome.type) {
    case "delivered":
      return acknowledge(entries, sent);
    case "retry":
      return entries.map((e) =>
        sameSlot(e, sent)
          ? { ...e, attempts: e.attempts + 1, nextAttemptAt: now + backoffMs(e.attempts + 1) }
          : e,
      );
    case "too-large":
      return entries.flatMap((e) => {
        if (!sameSlot(e, sent)) return [e];
        if (e.batch > 1) return [{ ...e, batch: Math.max(1, Math.floor(e.batch / 2)) }];
        // Even one message is too large: keep the lead, drop that message.
        return [{ ...e, transcript: e.transcript.slice(1) }];
      });
    case "session-rejected":
      // The session is not (or no longer) recognised, e.g. after the site's key changed. The
      // save waits for the new session the browser is issued next, and goes out with it.
      return entries.map((e) =>
        sameSlot(e, sent)
          ? { ...e, sessionId: null, sessionToken: null, awaitingSession: true, nextAttemptAt: 0 }
          : e,
      );
    case "session-erased":
      // Every save of that chat goes, whatever its kind: the person asked for it to be deleted.
      return entries.filter((e) => e.sessionId !== sent.sessionId);
    case "rejected":
      // The server refused the body (400). A summary is tried at once without its transcript,
      // so the lead itself gets through. Otherwise the save is kept, never dropped: it waits
      // with the longest backoff (a fixed server takes it later), until the memory window ends.
      return entries.map((e) => {
        if (!sameSlot(e, sent)) return e;
        if (e.kind === "summary" && e.transcript.length > 0) {
          console.warn("[chat] the server refused a save; sending the lead without its transcript");
          return { ...e, transcript: [], nextAttemptAt: 0 };
        }
        return { ...e, attempts: e.attempts + 1, nextAttemptAt: now + backoffMs(MAX_ATTEMPT_STEP) };
      });
  }
}

/** Drops entries older than the memory window. */
export function expire(entries: OutboxEntry[], now: number): OutboxEntry[] {
  return entries.filter((e) => now - e.createdAt <= CHAT_CONFIG.memory.retentionDays * DAY_MS);
}

/** Parses what storage held; anything malformed counts as an empty outbox. */
export function parseOutbox(raw: string | null): OutboxEntry[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function isEntry(v: unknown): v is OutboxEntry {
  if (!v || typeof v !== "object") return false;
  const e = v as Record<string, unknown>;
  return (
    (e.kind === "summary" || e.kind === "context") &&
    (typeof e.sessionId === "string" || e.sessionId === null) &&
    typeof e.seq === "number" &&
    typeof e.body === "object" &&
    e.body !== null &&
    Array.isArray(e.transcript) &&
    typeof e.createdAt === "number" &&
    typeof e.attempts === "number" &&
    typeof e.nextAttemptAt === "number" &&
    typeof e.batch === "number"
  );
}
