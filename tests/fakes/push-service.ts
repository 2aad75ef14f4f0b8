// A local Web Push service standing in for the browsers': hands out subscriptions as a browser
// would, checks each message's VAPID JWT and decrypts its aes128gcm body (`http_ece`).
import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import ece from "http_ece";

export type PushMessage = {
  endpointId: string;
  headers: IncomingHttpHeaders;
  claims: { aud: string; exp: number; sub: string };
  vapidKey: string;
  payload: { title: string; body: string; url: string; tag: string };
};

type Browser = { ecdh: ReturnType<typeof createECDH>; auth: Buffer; status: number };

const b64url = (b: Buffer) => b.toString("base64url");

/** Checks `Authorization: vapid t=<jwt>, k=<key>` (RFC 8292): ES256 by the key, for this origin. */
function checkVapid(header: string | undefined, origin: string) {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), ?k=([\w-]+)$/.exec(header ?? "");
  if (!m?.[1] || !m[2]) throw new Error(`no VAPID authorization: ${header}`);
  const [head, body, signature] = m[1].split(".") as [string, string, string];
  const key = Buffer.from(m[2], "base64url");
  if (key.length !== 65 || key[0] !== 4) throw new Error("the VAPID key is not a P-256 point");
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(key.subarray(1, 33)), y: b64url(key.subarray(33)) },
    format: "jwk",
  });
  const ok = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!ok) throw new Error("the VAPID signature does not verify");
  if (JSON.parse(Buffer.from(head, "base64url").toString()).alg !== "ES256") {
    throw new Error("the VAPID JWT is not ES256");
  }
  const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as PushMessage["claims"];
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`the JWT is for ${claims.aud}, not ${origin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error("bad JWT expiry");
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error("the JWT's sub is no contact");
  return { claims, vapidKey: m[2] };
}

export async function startPushService(port: number) {
  const origin = `http://127.0.0.1:${port}`;
  const browsers = new Map<string, Browser>();
  const received: PushMessage[] = [];
  const problems: string[] = [];

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const id = /^\/push\/([\w-]+)$/.exec(req.url ?? "")?.[1] ?? "";
    const browser = browsers.get(id);
    if (req.method !== "POST" || !browser) return res.writeHead(404).end();
    if (browser.status !== 201) return res.writeHead(browser.status).end();
    try {
      const { claims, vapidKey } = checkVapid(req.headers.authorization, origin);
      if (req.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
      const plain = ece.decrypt(Buffer.concat(chunks), {
        version: "aes128gcm",
        privateKey: browser.ecdh,
        authSecret: b64url(browser.auth),
      });
      received.push({
        endpointId: id,
        headers: req.headers,
        claims,
        vapidKey,
        payload: JSON.parse(plain.toString("utf8")),
      });
      res.writeHead(201).end();
    } catch (err) {
      problems.push((err as Error).message);
      res.writeHead(400).end();
    }
  });
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));

  return {
    origin,
    received,
    /** Messages refused for a bad signature or body (a test expects none). */
    problems,
    /** A new browser's PushSubscription, as `subscription.toJSON()` gives it. */
    subscribe() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const id = randomUUID();
      browsers.set(id, { ecdh, auth: randomBytes(16), status: 201 });
      const browser = browsers.get(id) as Browser;
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(browser.auth) },
      };
    },
    /** From now on, this browser's endpoint answers `status` (410: gone). */
    answer(id: string, status: number) {
      const browser = browsers.get(id);
      if (browser) browser.status = status;
    },
    close: () => new Promise((r) => server.close(r)),
  };
}
