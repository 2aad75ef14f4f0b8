// The last step of every sign-in: a session, its cookies, an audit entry and the spec's
// {token, user}; a sign-in from a new network or browser alerts the owners.
import "server-only";
import { recentSignIns } from "@/lib/db/queries/audit";
import { findUserCredentials, type PublicUser } from "@/lib/db/queries/users";
import { audit, type RequestMeta } from "./audit";
import { browserOf, sameNetwork } from "./network";
import { isRememberedDevice, rememberDevice } from "./remembered-device";
import { alertNewSignIn } from "./security-alerts";
import { startSession } from "./session";
import { sessionCookie } from "./session-cookie";

export async function signIn(
  user: PublicUser,
  meta: RequestMeta,
  details: Record<string, unknown> = {},
): Promise<Response> {
  const before = await recentSignIns({ userId: user.id, days: 90 });
  const { token, expiresAt } = await startSession({
    userId: user.id,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  await audit(meta, { action: "sign_in", user, details });
  // The account's first sign-in has nothing to compare with.
  if (before.length > 0) {
    const address = !before.some((s) => s.ip && sameNetwork(s.ip, meta.ip));
    const browser = !before.some((s) => browserOf(s.userAgent) === browserOf(meta.userAgent));
    if (address || browser) await alertNewSignIn(meta, user, { address, browser });
  }
  // The answer carries the token for API clients; the browser keeps it in the cookie, and is
  // remembered (./remembered-device.ts).
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", sessionCookie(token, expiresAt));
  headers.append("Set-Cookie", await rememberDevice(user.id));
  return Response.json(
    { token, user: { name: user.name, email: user.email }, expires_at: expiresAt.toISOString() },
    { headers },
  );
}

/** Whether the account knows where this request comes from (a remembered browser, or a /24 or /64
 * it signed in from in the last 30 days): the throttle never locks those out. */
export async function isUsualAddress(email: string, ip: string, req?: Request): Promise<boolean> {
  const user = await findUserCredentials({ email });
  if (!user) return false;
  if (req && (await isRememberedDevice(req, user.id))) return true;
  const recent = await recentSignIns({ userId: user.id, days: 30 });
  return recent.some((s) => s.ip !== null && sameNetwork(s.ip, ip));
}
