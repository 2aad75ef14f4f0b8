// The last step of every sign-in (password alone, password and code, or an accepted
// invitation): a new session, an audit entry, and the spec's login answer {token, user}, with
// the session's cookie.
import "server-only";
import { signedInFrom } from "@/lib/db/queries/audit";
import { findUserCredentials, type PublicUser } from "@/lib/db/queries/users";
import { audit, type RequestMeta } from "./audit";
import { startSession } from "./session";
import { sessionCookie } from "./session-cookie";

export async function signIn(
  user: PublicUser,
  meta: RequestMeta,
  details: Record<string, unknown> = {},
): Promise<Response> {
  const { token, expiresAt } = await startSession({
    userId: user.id,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  await audit(meta, { action: "sign_in", user, details });
  // The answer carries the token for API clients; the browser keeps it in the cookie.
  return Response.json(
    { token, user: { name: user.name, email: user.email }, expires_at: expiresAt.toISOString() },
    { headers: { "Cache-Control": "no-store", "Set-Cookie": sessionCookie(token, expiresAt) } },
  );
}

/** Whether this address is one the account signed in from lately (the throttle never locks it). */
export async function isUsualAddress(email: string, ip: string): Promise<boolean> {
  const user = await findUserCredentials({ email });
  return user ? signedInFrom({ userId: user.id, ip }) : false;
}
