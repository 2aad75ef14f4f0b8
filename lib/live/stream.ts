// A server-sent events response: one `data:` line of JSON per event, a comment every 20 s so
// proxies keep the connection, and the subscription dropped when the client goes.
import "server-only";
import { isStopping } from "@/lib/shutdown";

const HEARTBEAT_MS = 20_000;
const CHECK_MS = 1_000;

type Send = (event: unknown) => void;

/** `open` subscribes before the response is answered, so nothing sent after the client's request
 * is answered can be missed; what it sends meanwhile waits for the stream. */
export async function eventStream(
  signal: AbortSignal,
  open: (send: Send) => Promise<() => void>,
  /** Run with each heartbeat: e.g. telling the visitor a quiet person has left. */
  onTick?: (send: Send) => Promise<void>,
) {
  const encoder = new TextEncoder();
  const waiting: string[] = [];
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let closed = false;
  const write = (text: string) => {
    if (closed) return;
    if (!controller) {
      waiting.push(text);
      return;
    }
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      close();
    }
  };
  const send: Send = (event) => write(`data: ${JSON.stringify(event)}\n\n`);
  // The browser reconnects after this long when the connection drops.
  write("retry: 2000\n\n");
  const unsubscribe = await open(send);
  let ticks = 0;
  const timer = setInterval(() => {
    // A stopping server ends its streams at once (the browser reconnects to another one)
    // instead of holding its shutdown for the whole grace period.
    if (isStopping()) return close();
    if (++ticks % (HEARTBEAT_MS / CHECK_MS) !== 0) return;
    write(": ping\n\n");
    void onTick?.(send).catch(() => {});
  }, CHECK_MS);
  function close() {
    if (closed) return;
    closed = true;
    clearInterval(timer);
    unsubscribe();
    try {
      controller?.close();
    } catch {}
  }
  if (signal.aborted) close();
  signal.addEventListener("abort", close, { once: true });
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      for (const text of waiting.splice(0)) c.enqueue(encoder.encode(text));
      if (closed) c.close();
    },
    cancel: close,
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: the server's compression (and a proxy's) must not buffer the events.
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
