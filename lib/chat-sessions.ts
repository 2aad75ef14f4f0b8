// Chat sessions: a random 128-bit id and a token, the id's HMAC-SHA256 under SESSION_SECRET (else
// a key generated once and kept in the database), so any instance can verify it with nothing
// stored per session.
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
