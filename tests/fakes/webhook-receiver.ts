// A local HTTP receiver standing in for the owner's webhook (Slack, Zapier, a CRM) in browser
// tests. It accepts every delivery (204) except those naming a refused word, which it answers
// 503, as a receiver that is down would. Tests steer it over HTTP:
//   POST /__refuse {"word": "..."}  deliveries whose body contains the word are refused;
//   POST /__accept {"word": "..."}  they are accepted again;
//   GET /__received?word=...        the accepted deliveries containing it, with their headers.
// Usage: tsx tests/fakes/webhook-receiver.ts PORT
import { createServer, type IncomingHttpHeaders } from "node:http";

type Delivery = { headers: IncomingHttpHeaders; body: string };

const port = Number(process.argv[2] ?? 9913);
const refused = new Set<string>();
const received: Delivery[] = [];

const server = createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const body = Buffer.concat(chunks).toString("utf8");
  const url = new URL(req.url ?? "/", "http://receiver");
  const json = (status: number, value: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(value));
  };

  if (url.pathname === "/__refuse" || url.pathname === "/__accept") {
    const word = (JSON.parse(body || "{}") as { word?: string }).word;
    if (!word) return json(400, { error: "word is required" });
    if (url.pathname === "/__refuse") refused.add(word);
    else refused.delete(word);
    return json(200, { refused: [...refused] });
  }
  if (url.pathname === "/__received") {
    const word = url.searchParams.get("word") ?? "";
    return json(
      200,
      received.filter((d) => d.body.includes(word)),
    );
  }
  if (req.method !== "POST") return json(404, { error: "not found" });
  if ([...refused].some((w) => body.includes(w))) return json(503, { error: "receiver down" });
  received.push({ headers: req.headers, body });
  res.writeHead(204).end();
});

server.listen(port, "127.0.0.1", () => {
  console.log(`fake webhook receiver on http://127.0.0.1:${port}`);
});
