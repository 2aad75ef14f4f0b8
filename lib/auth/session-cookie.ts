// The admin's session in the browser: an HttpOnly cookie, so no script on the page (nor one
// injected into it) can read the token. SameSite=Lax keeps it off other sites' requests while a
// link from a notification email still opens the admin signed in; on https it is Secure and
// `__Host-` prefixed, which binds it to this host: no subdomain can set or overwrite it.
import "server-only";
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
