// Encrypts small secrets at rest (the admins' two-factor secrets) with AES-256-GCM. The key is
// derived from SESSION_SECRET, else from a key generated once and kept in the database, so a
// copy of the users table alone does not reveal anyone's authenticator seed.
import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getOrCreateSecret } from "@/lib/db/queries/secrets";
import { env } from "@/lib/env";

const g = globalThis as typeof globalThis & { __siteSecretBoxKey?: Promise<Buffer> };

function key(): Promise<Buffer> {
  g.__siteSecretBoxKey ??= (async () => {
    const root =
      env.SESSION_SECRET ??
      (await getOrCreateSecret({
        name: "secret-box-key",
        generate: () => randomBytes(32).toString("base64url"),
      }));
    return Buffer.from(hkdfSync("sha256", root, "site", "secret-box:v1", 32));
  })().catch((err) => {
    g.__siteSecretBoxKey = undefined;
    throw err;
  });
  return g.__siteSecretBoxKey;
}

/** "v1.<iv>.<tag>.<ciphertext>", base64url parts. */
export async function seal(plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", await key(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** The plain text of a sealed value, or null when it was tampered with or sealed under another key. */
export async function open(sealed: string): Promise<string | null> {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", await key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([
      decipher.update(Buffer.from(body, "base64url")),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}
