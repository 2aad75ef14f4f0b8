// Signing an admin's own sessions out (this one, one other, all others), from the server actions
// and the JSON API alike; audited.
import "server-only";
import { ApiError } from "@/lib/api/errors";
import { revokeOtherSessions, revokeUserSession } from "@/lib/db/queries/sessions";
import type { PublicUser } from "@/lib/db/queries/users";
import { audit } from "./audit";
import type { RequestMeta } from "./request-meta";
import { endSession } from "./session";

/** One of the admin's sessions (another device, or this one). */
export async function signOutSession(sessionId: string, user: PublicUser, meta: RequestMeta) {
  if (!(await revokeUserSession({ userId: user.id, sessionId }))) {
    throw new ApiError("not_found", 404, "No such active session");
  }
  await audit(meta, { action: "session_revoked", user, details: { session: sessionId } });
}

/** Every other session of the admin; answers how many there were. */
export async function signOutOthers(user: PublicUser, keep: string, meta: RequestMeta) {
  const revoked = await revokeOtherSessions({ userId: user.id, keep });
  await audit(meta, { action: "sessions_revoked_others", user, details: { revoked } });
  return { revoked };
}

/** This session: the admin signs out (the caller has the browser forget its cookie). */
export async function signOut(user: PublicUser, sessionId: string, meta: RequestMeta) {
  await endSession({ sessionId });
  await audit(meta, { action: "sign_out", user });
}
