// The door of the admin area: `withAdmin` wraps every admin handler. A session comes as a bearer
// token or as the pages' cookie, which browsers send on their own: changes with it must be same-origin.
import "server-only";
import { ApiError, handle } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/origin";
import { env } from "@/lib/env";
import { type ActiveSession, bearerToken, resolveSession } from "./session";
import { clearedSessionCookie, cookieToken } from "./session-cookie";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

type RouteParams = Record<string, string | string[] | undefined>;
export type AdminContext<P extends RouteParams> = ActiveSession & { params: Promise<P> };

const challenge = (error?: string) => ({
  "WWW-Authenticate": error ? `Bearer realm="admin", error="${error}"` : 'Bearer realm="admin"',
});

/** Admin credentials on a request: the public endpoints that also serve the studio answer it so. */
export const carriesAdminSession = (req: Request) =>
  req.headers.has("authorization") || cookieToken(req) !== null;

/** What the public endpoints' answers vary by: the admin's credentials. */
export const ADMIN_VARY = "Authorization, Cookie";

/** The live session of a request, or a 401 ApiError. */
export async function requireAdmin(req: Request): Promise<ActiveSession> {
  const header = req.headers.get("authorization");
  const fromCookie = header ? null : cookieToken(req);
  if (!header && !fromCookie) {
    throw new ApiError("unauthorized", 401, "Authentication required", challenge());
  }
  if (fromCookie && !SAFE_METHODS.has(req.method)) {
    assertSameOrigin(req);
    // Browsers say where a request comes from; a sibling subdomain is not this site.
    const site = req.headers.get("sec-fetch-site");
    if (site !== null && site !== "same-origin") {
      throw new ApiError("forbidden", 403, "Requests from other websites are not accepted here.");
    }
  }
  const token = fromCookie ?? bearerToken(req);
  const active = token ? await resolveSession({ token }) : null;
  // A cookie that no longer opens a session is forgotten with the refusal.
  const forget: Record<string, string> = fromCookie ? { "Set-Cookie": clearedSessionCookie() } : {};
  if (active === "idle") {
    throw new ApiError(
      "session_expired",
      401,
      `Your session ended after ${env.ADMIN_IDLE_MINUTES} minutes without activity. Please log in again.`,
      { ...challenge("invalid_token"), ...forget },
    );
  }
  if (!active) {
    throw new ApiError(
      "unauthorized",
      401,
      "Your session is invalid or has expired. Please log in again.",
      { ...challenge("invalid_token"), ...forget },
    );
  }
  return active;
}

/** What a handler asks of the admin beyond a live session. */
export type AdminRequirement = {
  /** Only owners: managing admins and roles, security settings, retention, privacy. */
  owner?: boolean;
  /** A password or code check within ADMIN_STEP_UP_MINUTES (POST /api/auth/step-up renews it). */
  stepUp?: boolean;
};

/** Refuses, with a 403 that says why, an admin the requirement does not admit. */
export function assertAllowed(active: ActiveSession, need: AdminRequirement, now = Date.now()) {
  if (need.owner && active.user.role !== "owner") {
    throw new ApiError("forbidden", 403, "Only an owner can do this. Ask an owner of the site.");
  }
  const checkedAt = active.session.steppedUpAt?.getTime() ?? 0;
  if (need.stepUp && now - checkedAt > env.ADMIN_STEP_UP_MINUTES * 60_000) {
    throw new ApiError(
      "step_up_required",
      403,
      "Confirm it's you: enter your password (or a code from your authenticator app) to continue.",
    );
  }
}

/** Guards an admin route: `withAdmin(fn, { owner: true, stepUp: true })` for what only a recently
 * checked owner may do. Errors leave as uniform JSON; answers are never cached. */
export function withAdmin<P extends RouteParams = Record<string, never>>(
  fn: (req: Request, ctx: AdminContext<P>) => Promise<Response>,
  need: AdminRequirement = {},
) {
  return handle(async (req: Request, ctx: { params: Promise<P> }) => {
    const active = await requireAdmin(req);
    assertAllowed(active, need);
    const res = await fn(req, { ...active, params: ctx.params });
    if (!res.headers.has("Cache-Control")) res.headers.set("Cache-Control", "private, no-store");
    return res;
  });
}
