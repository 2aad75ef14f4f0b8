// The signed-in admin of a server-rendered admin page, from the session's cookie (the same
// session GET /api/auth/verify checks). Without one the page sends to the sign-in, which comes
// back to it, and says why when a session had ended.
import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { type ActiveSession, resolveSession } from "./session";
import { SESSION_COOKIE } from "./session-cookie";

// Once per request: a page's title and its body ask alike.
const sessionOf = cache((token: string) => resolveSession({ token }));

export async function adminForPage(path: string): Promise<ActiveSession> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const active = token ? await sessionOf(token) : null;
  if (active && active !== "idle") return active;
  const to = new URLSearchParams({ next: path });
  if (active === "idle") to.set("ended", "idle");
  else if (token) to.set("ended", "revoked");
  redirect(`/admin?${to}`);
}

/** For what a page shows before it decides (its title): the admin, or null. */
export async function currentAdmin(): Promise<ActiveSession | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const active = token ? await sessionOf(token) : null;
  return active === "idle" ? null : active;
}
