// A signed year-long cookie per browser that signed in: the throttle still lets it try when
// strangers have spent the account's budget, so guessing cannot lock the owner out.
import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getOrCreateSecret } from "@/lib/db/queries/secrets";
import { siteUrl } from "@/lib/env";

const secure = siteUrl.startsWith("https://");
export const DEVICE_COOKIE = secure ? "__Host-admin_device" : "admin_device";
const YEAR_S = 365 * 86_400;

const g = globalThis as typeof globalThis & { __siteDeviceKey?: Promise<Buffer> };

function key(): Promise<Buffer> {
  g.__siteDeviceKey ??= getOrCreateSecret({
    name: "admin-device-key",
    generate: () => randomBytes(32).toString("base64url"),
  })
    .then((secret) => Buffer.from(secret, "utf8"))
    .catch((err) => {
      g.__siteDeviceKey = undefined;
      throw err;
    });
  return g.__siteDeviceKey;
}

const sign = (k: Buffer, userId: string, issued: number) =>
  createHmac("sha256", k).update(`admin-device:${userId}:${issued}`).digest("base64url");

/** The Set-Cookie value that remembers this browser for `userId`. */
export async function rememberDevice(userId: string, now = Date.now()): Promise<string> {
  const issued = Math.floor(now / 1000);
  const value = `${userId}.${issued}.${sign(await key(), userId, issued)}`;
  return `${DEVICE_COOKIE}=${value}; Max-Age=${YEAR_S}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Whether the request comes from a browser `userId` signed in with in the last year. */
export async function isRememberedDevice(req: Request, userId: string, now = Date.now()) {
  const raw = (req.headers.get("cookie") ?? "")
    .split(";")
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${DEVICE_COOKIE}=`))
    ?.slice(DEVICE_COOKIE.length + 1);
  const [id, issuedText, mac] = raw?.split(".") ?? [];
  const issued = Number(issuedText);
  if (id !== userId || !mac || !Number.isInteger(issued)) return false;
  if (now / 1000 - issued > YEAR_S) return false;
  const expected = Buffer.from(sign(await key(), userId, issued));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
