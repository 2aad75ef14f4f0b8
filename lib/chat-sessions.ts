// Chat sessions that belong to their visitor. The server issues each chat a random id (128 bits
// from the OS's CSPRNG) and a token: the HMAC-SHA256 of the id under a server key. Holding the
// token proves the session is yours; nothing is stored per session to check it, so any
// instance can verify it. The key is SESSION_SECRET, else one generated on first use and kept
// in the database (shared by every instance; with the embedded database, under DATA_DIR).
import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getOrCreateSecret } from "@/lib/db/queries/secrets";
import { env } from "@/lib/env";

const g = globalThis as typeof globalThis & { __siteChatKey?: Promise<Buffer> };

function key(): Promise<Buffer> {
  g.__siteChatKey ??= (async () => {
    const secret =
      env.SESSION_SECRET ??
      (await getOrCreateSecret({
        name: "chat-session-key",
        generate: () => randomBytes(32).toString("base64url"),
      }));
    return Buffer.from(secret, "utf8");
  })().catch((err) => {
    g.__siteChatKey = undefined;
    throw err;
  });
  return g.__siteChatKey;
}

const sign = (k: Buffer, sessionId: string) =>
  createHmac("sha256", k).update(`chat-session:${sessionId}`).digest("base64url");

/** A client address as the model's allowance keeps it: keyed, so the table holds no address. */
export async function hashClientAddress(address: string): Promise<string> {
  return createHmac("sha256", await key())
    .update(`client-address:${address}`)
    .digest("base64url")
    .slice(0, 22);
}

export async function issueChatSession(): Promise<{ sessionId: string; sessionToken: string }> {
  const sessionId = randomBytes(16).toString("base64url");
  return { sessionId, sessionToken: sign(await key(), sessionId) };
}

/** True when `token` was issued with `sessionId` (constant-time comparison). */
export async function verifyChatSession(
  sessionId: string,
  token: string | null | undefined,
): Promise<boolean> {
  if (!token) return false;
  const expected = Buffer.from(sign(await key(), sessionId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
