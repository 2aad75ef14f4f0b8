// The admin's session as an HttpOnly cookie, so no script on the page can read the token. Lax, not
// Strict, so a link from a notification email opens the admin signed in.
import "server-only";
import { cookies } from "next/headers";
import { siteUrl } from "@/lib/env";
import { TOKEN_PATTERN } from "./session";

const secure = siteUrl.startsWith("https://");
export const SESSION_COOKIE = secure ? "__Host-admin_session" : "admin_session";

const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

/** The Set-Cookie value that keeps `token` until the session's own end. */
export const sessionCookie = (token: string, expiresAt: Date) =>
  `${SESSION_COOKIE}=${token}; Expires=${expiresAt.toUTCString()}; ${attributes}`;

/** The Set-Cookie value that makes the browser forget the session. */
export const clearedSessionCookie = () =>
  `${SESSION_COOKIE}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${attributes}`;

/** Makes the browser forget the session from a server action. A `__Host-` cookie is replaced only
 * by one with the same attributes, so they are all given, as in clearedSessionCookie. */
export async function forgetSessionCookie() {
  const jar = await cookies();
  jar.delete({ name: SESSION_COOKIE, path: "/", httpOnly: true, sameSite: "lax", secure });
}

/** The session token the request's cookie carries, or null. */
export function cookieToken(req: Request): string | null {
  for (const part of (req.headers.get("cookie") ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name !== SESSION_COOKIE) continue;
    const token = value.join("=");
    return TOKEN_PATTERN.test(token) ? token : null;
  }
  return null;
}
