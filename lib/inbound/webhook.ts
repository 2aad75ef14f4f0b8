// A mail forwarder's delivery to POST /api/webhooks/inbound-email: its token (Bearer or basic
// auth's password), then the raw message (message/rfc822, or multipart `email` / `body-mime`).
import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { ApiError, readBodyLimited } from "@/lib/api/errors";
import { addressKey, clientIp, reserve, tooManyRequests } from "@/lib/rate-limit";
import type { Limit } from "@/lib/rate-limit-stores";

/** The largest message taken in, attachments included. */
export const INBOUND_MAX_BYTES = 10 * 1024 * 1024;
const MULTIPART_FIELDS = ["email", "body-mime"];
/** Deliveries with a wrong token, per address: the forwarder's own never have one. */
const BAD_TOKENS: Limit = { name: "inbound-email-bad-token", max: 10, windowMs: 60_000 };

const digest = (s: string) => createHash("sha256").update(s).digest();

function givenToken(req: Request): string {
  const header = req.headers.get("authorization") ?? "";
  const bearer = /^Bearer\s+(.+)$/i.exec(header)?.[1];
  if (bearer) return bearer.trim();
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header)?.[1];
  if (!basic) return "";
  const decoded = Buffer.from(basic, "base64").toString("utf8");
  return decoded.slice(decoded.indexOf(":") + 1);
}

/** 401 (429 after ten a minute from one address) unless the request carries the token. */
export async function requireInboundToken(req: Request, token: string) {
  const given = givenToken(req);
  if (given && timingSafeEqual(digest(given), digest(token))) return;
  const counted = await reserve(BAD_TOKENS, addressKey(clientIp(req)));
  if (!counted.ok) throw tooManyRequests(counted.retryAfterMs);
  throw new ApiError("unauthorized", 401, "A valid token is required (Authorization: Bearer …)");
}

const tooLarge = () => new ApiError("payload_too_large", 413, "Emails over 10 MB are not taken in");

/** The raw message the delivery carries. */
export async function readInboundMessage(req: Request): Promise<Buffer> {
  const type = (req.headers.get("content-type") ?? "").toLowerCase();
  const multipart = type.startsWith("multipart/form-data");
  if (!multipart && !type.startsWith("message/rfc822")) {
    throw new ApiError(
      "unsupported_media_type",
      415,
      "Send the raw message as message/rfc822, or as the multipart field email or body-mime",
    );
  }
  // A multipart body carries the message and a little more.
  const body = await readBodyLimited(req, INBOUND_MAX_BYTES + 64 * 1024, tooLarge);
  if (!multipart) {
    if (body.length > INBOUND_MAX_BYTES) throw tooLarge();
    if (body.length === 0) throw new ApiError("bad_request", 400, "The message is empty");
    return body;
  }
  const form = await new Response(new Uint8Array(body), {
    headers: { "content-type": type },
  })
    .formData()
    .catch(() => {
      throw new ApiError("bad_request", 400, "The multipart body could not be read");
    });
  for (const name of MULTIPART_FIELDS) {
    const field = form.get(name);
    if (field === null) continue;
    const raw =
      typeof field === "string"
        ? Buffer.from(field, "utf8")
        : Buffer.from(await field.arrayBuffer());
    if (raw.length > INBOUND_MAX_BYTES) throw tooLarge();
    if (raw.length > 0) return raw;
  }
  throw new ApiError("bad_request", 400, "No message in the fields email or body-mime");
}
