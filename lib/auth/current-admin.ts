// The signed-in admin of a server-rendered admin page, from the session's cookie (the same
// session GET /api/auth/verify checks). Without one the page sends to the sign-in, which comes
// back to it, and says why when a session had ended.
import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { type ActiveSession, resolveSession } from "./session";
import { SESSION_COOKIE } from "./session-cookie";

export type PageSession =
  | { active: ActiveSession; ended?: undefined }
  /** `ended`: a cookie that no longer opens a session, and why. */
  | { active: null; ended: "idle" | "revoked" | null };

// Once per request: a page's title and its body ask alike.
export const pageSession = cache(async (): Promise<PageSession> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return { active: null, ended: null };
  const active = await resolveSession({ token });
  if (active === "idle") return { active: null, ended: "idle" };
  return active ? { active } : { active: null, ended: "revoked" };
});

export async function adminForPage(path: string): Promise<ActiveSession> {
  const { active, ended } = await pageSession();
  if (active) return active;
  const to = new URLSearchParams({ next: path });
  if (ended) to.set("ended", ended);
  redirect(`/admin?${to}`);
}

/** For what a page shows before it decides (its title): the admin, or null. */
export const currentAdmin = async () => (await pageSession()).active;
