// The visitor's live connection (GET /api/chat/live, server-sent events read through fetch so the
// session's token goes in a header, never in an address a log keeps), and their messages while a
// person is in the conversation (POST /api/chat/live).
import { parsed } from "@/lib/validations/chat-responses";
import { type VisitorLiveEvent, visitorLiveEventSchema } from "@/lib/validations/live-events";
import type { Credentials } from "./credentials";

const TOKEN_HEADER = "x-chat-session-token";
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/** Follows the conversation until `signal` aborts, reconnecting after a drop; `after()` is the
 * time of the last reply shown, so replies sent meanwhile come first. */
export function followLive(
  creds: Credentials,
  after: () => string | null,
  onEvent: (event: VisitorLiveEvent) => void,
  signal: AbortSignal,
  /** Keep trying while the chat has no lead yet (the visitor's save is on its way). */
  { keepTrying }: { keepTrying: boolean },
) {
  let failures = 0;
  const connect = async () => {
    while (!signal.aborted) {
      try {
        const query = new URLSearchParams({ session: creds.sessionId });
        const since = after();
        if (since) query.set("after", since);
        const res = await fetch(`/api/chat/live?${query}`, {
          headers: { [TOKEN_HEADER]: creds.sessionToken, Accept: "text/event-stream" },
          signal,
          cache: "no-store",
        });
        // The session is not ours, or (unless asked to wait for it) has no lead: nothing to follow.
        if (res.status === 403 || (res.status === 404 && !keepTrying)) return;
        if (!res.ok || !res.body) throw new Error(`live ${res.status}`);
        failures = 0;
        await readEvents(res.body, onEvent);
      } catch {
        if (signal.aborted) return;
      }
      const wait = RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)];
      await new Promise((r) => setTimeout(r, wait));
    }
  };
  void connect();
}

async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (e: VisitorLiveEvent) => void,
) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split("\n")
        .filter((l) => l.startsWith("data: "))
        .map((l) => l.slice(6))
        .join("\n");
      if (data) {
        try {
          const event = parsed(visitorLiveEventSchema, JSON.parse(data));
          if (event) onEvent(event);
        } catch {}
      }
      end = buffer.indexOf("\n\n");
    }
  }
}

/** The visitor is typing: the person in the conversation sees it. Best effort. */
export function sayTyping(creds: Credentials) {
  void fetch("/api/chat/live", {
    method: "POST",
    headers: { "Content-Type": "application/json", [TOKEN_HEADER]: creds.sessionToken },
    body: JSON.stringify({ sessionId: creds.sessionId, typing: true }),
  }).catch(() => {});
}

/** The visitor's message to the person in the conversation: false when nobody is there now. */
export async function sayLive(creds: Credentials, clientId: string, text: string) {
  const res = await fetch("/api/chat/live", {
    method: "POST",
    headers: { "Content-Type": "application/json", [TOKEN_HEADER]: creds.sessionToken },
    body: JSON.stringify({ sessionId: creds.sessionId, clientId, text }),
  });
  if (res.status === 409) return false;
  if (!res.ok) throw new Error(`live ${res.status}`);
  return true;
}
