// A local HTTP server that speaks the Gemini REST protocol (generateContent), so the real AI
// SDK code path runs in tests without the internet. Tests steer it with setMode() in process,
// or over HTTP: POST /__control {"mode": "..."}; GET /__stats → {"requests": n}. A question
// containing "[slow]" is always answered late.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

/** "doubtful": a reply the model itself rates at confidence 0.2. */
export type FakeMode = "reply" | "empty" | "doubtful" | "error500" | "slow" | "ratelimit";

export type FakeGemini = {
  url: string;
  setMode(mode: FakeMode): void;
  requests(): number;
  /** The most generateContent requests it was answering at once since the last reset. */
  peakInFlight(): number;
  lastBody(): unknown;
  reset(): void;
  close(): Promise<void>;
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => {
      data += c;
    });
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

/** The reply text: names the last user message so tests can see it reached the model. */
function replyFor(body: {
  contents?: Array<{ role: string; parts: Array<{ text?: string }> }>;
}): string {
  const last = [...(body.contents ?? [])].reverse().find((c) => c.role === "user");
  const text =
    last?.parts
      .map((p) => p.text ?? "")
      .join(" ")
      .trim() ?? "";
  return `Thanks for sharing that! From the model: you said "${text.slice(0, 80)}". What would you like to automate first?`;
}

function draftFor(body: { contents?: Array<{ parts: Array<{ text?: string }> }> }) {
  const prompt =
    body.contents
      ?.at(-1)
      ?.parts.map((p) => p.text ?? "")
      .join(" ") ?? "";
  const title = /Title: (.*)/.exec(prompt)?.[1]?.trim() ?? "Untitled";
  return {
    html: `<h2>Why ${title} matters</h2><p>A first draft about ${title}.</p><script>alert(1)</script><p>Book a free strategy call.</p>`,
    excerpt: `What small businesses should know about ${title}.`,
    tags: ["AI Automation", "Small Business"],
  };
}

function replyDraftFor(body: { contents?: Array<{ parts: Array<{ text?: string }> }> }) {
  const prompt =
    body.contents
      ?.at(-1)
      ?.parts.map((p) => p.text ?? "")
      .join(" ") ?? "";
  const asked = [...prompt.matchAll(/^Visitor: (.*)$/gm)].at(-1)?.[1] ?? "your question";
  return {
    subject: "About your question",
    body: `Drafted by the model: you asked "${asked.slice(0, 80)}". Happy to walk you through it.`,
  };
}

export async function startFakeGemini(port = 0, slowMs = 5000): Promise<FakeGemini> {
  let mode: FakeMode = "reply";
  let count = 0;
  let inFlight = 0;
  let peak = 0;
  let last: unknown = null;

  const server: Server = createServer(async (req, res) => {
    const url = req.url ?? "";
    if (url === "/__stats") return send(res, 200, { requests: count, mode });
    if (url === "/__control" && req.method === "POST") {
      const body = JSON.parse((await readBody(req)) || "{}") as {
        mode?: FakeMode;
        reset?: boolean;
      };
      if (body.mode) mode = body.mode;
      if (body.reset) count = 0;
      return send(res, 200, { mode, requests: count });
    }
    const match = /\/models\/([^/:]+):generateContent/.exec(url);
    if (!match || req.method !== "POST")
      return send(res, 404, { error: { code: 404, message: "Not found" } });
    count += 1;
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    res.once("close", () => {
      inFlight -= 1;
    });
    const body = JSON.parse((await readBody(req)) || "{}");
    last = body;
    switch (mode) {
      case "error500":
        return send(res, 500, {
          error: { code: 500, message: "Internal error", status: "INTERNAL" },
        });
      case "ratelimit":
        return send(res, 429, {
          error: { code: 429, message: "Resource exhausted", status: "RESOURCE_EXHAUSTED" },
        });
      case "slow":
        await new Promise((r) => setTimeout(r, slowMs));
        break;
      default:
        break;
    }
    // A question containing "[slow]" is answered late whatever the mode: one visitor's calls
    // can hang while another's are answered at once.
    if (mode !== "slow" && JSON.stringify(body.contents ?? []).includes("[slow]")) {
      await new Promise((r) => setTimeout(r, slowMs));
    }
    if (res.destroyed) return;
    // The studio's "Draft with AI" asks for {html, excerpt, tags}: answer with an article that
    // names the title it was given.
    const wantsDraft = JSON.stringify(body.generationConfig?.responseSchema ?? {}).includes(
      '"html"',
    );
    // "Draft a reply" asks for {subject, body}: a reply naming the visitor's last words.
    const wantsReply = JSON.stringify(body.generationConfig?.responseSchema ?? {}).includes(
      '"subject"',
    );
    const json = wantsReply
      ? replyDraftFor(body)
      : wantsDraft
        ? draftFor(body)
        : mode === "empty"
          ? { response: "   ", confidence: 0.9, reasoning: "", suggestedActions: [] }
          : {
              response: replyFor(body),
              confidence: mode === "doubtful" ? 0.2 : 0.9,
              reasoning: "Answered the question.",
              suggestedActions: ["schedule_call"],
            };
    return send(res, 200, {
      candidates: [
        {
          content: { role: "model", parts: [{ text: JSON.stringify(json) }] },
          finishReason: "STOP",
          index: 0,
        },
      ],
      usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 20, totalTokenCount: 30 },
      modelVersion: match[1],
    });
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}/v1beta`,
    setMode: (m) => {
      mode = m;
    },
    requests: () => count,
    peakInFlight: () => peak,
    lastBody: () => last,
    reset: () => {
      count = 0;
      peak = inFlight;
      mode = "reply";
      last = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `tsx tests/fakes/gemini-server.ts 9912` runs it standalone (the browser tests do this).
if (process.argv[1]?.endsWith("gemini-server.ts")) {
  const port = Number(process.argv[2] ?? 9912);
  startFakeGemini(port, 3000).then((f) => console.log(`fake Gemini listening on ${f.url}`));
}
