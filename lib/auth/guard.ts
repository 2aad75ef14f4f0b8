// The door of the admin area: `withAdmin` wraps every admin handler, so no valid bearer
// session means no call. (The login itself is throttled in ./throttle.ts.)
import "server-only";
import { ApiError, handle } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { type ActiveSession, bearerToken, resolveSession } from "./session";

type RouteParams = Record<string, string | string[] | undefined>;
export type AdminContext<P extends RouteParams> = ActiveSession & { params: Promise<P> };

const challenge = (error?: string) => ({
  "WWW-Authenticate": error ? `Bearer realm="admin", error="${error}"` : 'Bearer realm="admin"',
});

/** The live session of a request, or a 401 ApiError. */
export async function requireAdmin(req: Request): Promise<ActiveSession> {
  const header = req.headers.get("authorization");
  if (!header) throw new ApiError("unauthorized", 401, "Authentication required", challenge());
  const token = bearerToken(req);
  const active = token ? await resolveSession({ token }) : null;
  if (active === "idle") {
    throw new ApiError(
      "session_expired",
      401,
      `Your session ended after ${env.ADMIN_IDLE_MINUTES} minutes without activity. Please log in again.`,
      challenge("invalid_token"),
    );
  }
  if (active?.user.role !== "admin") {
    throw new ApiError(
      "unauthorized",
      401,
      "Your session is invalid or has expired. Please log in again.",
      challenge("invalid_token"),
    );
  }
  return active;
}

/**
 * Guards an admin route handler: `export const GET = withAdmin(async (req, { user }) => …)`.
 * Errors leave as the uniform JSON shape; answers are never cached.
 */
export function withAdmin<P extends RouteParams = Record<string, never>>(
  fn: (req: Request, ctx: AdminContext<P>) => Promise<Response>,
) {
  return handle(async (req: Request, ctx: { params: Promise<P> }) => {
    const active = await requireAdmin(req);
    const res = await fn(req, { ...active, params: ctx.params });
    if (!res.headers.has("Cache-Control")) res.headers.set("Cache-Control", "private, no-store");
    return res;
  });
}
