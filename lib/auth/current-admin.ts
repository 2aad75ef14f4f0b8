// The signed-in admin of a server-rendered admin page, from the session's cookie (the same
// session GET /api/auth/verify checks), or null: the page then sends them to the sign-in.
import "server-only";
import { cookies } from "next/headers";
import { type ActiveSession, resolveSession } from "./session";
import { SESSION_COOKIE } from "./session-cookie";

export async function currentAdmin(): Promise<ActiveSession | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return null;
  const active = await resolveSession({ token });
  return active === "idle" ? null : active;
}
