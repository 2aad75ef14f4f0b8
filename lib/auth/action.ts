// The one door for admin changes from the admin's pages: session, role, step-up and the zod
// contract, answered as a typed result a form can show (the step-up dialog asks and retries).
import "server-only";
import { cookies, headers } from "next/headers";
import type { z } from "zod";
import { ApiError, type ErrorCode, firstIssue } from "@/lib/api/errors";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { env } from "@/lib/env";
import { type AdminRequirement, assertAllowed } from "./guard";
import type { RequestMeta } from "./request-meta";
import { type ActiveSession, resolveSession } from "./session";
import { forgetSessionCookie, SESSION_COOKIE } from "./session-cookie";

export type ActionFailure = { ok: false; error: { code: ErrorCode; message: string } };
export type ActionResult<T> = { ok: true; data: T } | ActionFailure;

/** The session, who is asking, and the request's headers as a Request (for cookie checks). */
export type ActionContext = ActiveSession & { meta: RequestMeta; request: Request };

/** The inputs that name a thing (an id, an address) rather than describe a change. */
const NAMING_FIELDS = new Set([
  "id",
  "eventId",
  "attendeeId",
  "leadId",
  "adminId",
  "sessionId",
  "slug",
]);

const fail = (code: ErrorCode, message: string): ActionFailure => ({
  ok: false,
  error: { code, message },
});

/** Who is asking: the address scripts/server.mjs pinned, and the browser. */
async function actionMeta(): Promise<RequestMeta> {
  const h = await headers();
  return {
    ip: h.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown",
    userAgent: h.get("user-agent")?.slice(0, 400) ?? null,
  };
}

async function sessionOf(token: string | undefined): Promise<ActiveSession | ActionFailure> {
  const active = token ? await resolveSession({ token }) : null;
  if (active === "idle") {
    return fail(
      "session_expired",
      `Your session ended after ${env.ADMIN_IDLE_MINUTES} minutes without activity. Please log in again.`,
    );
  }
  return (
    active ?? fail("unauthorized", "Your session is invalid or has expired. Please log in again.")
  );
}

/** What `adminAction` does once it has the request's session token and who is asking. */
export async function performAdminAction<S extends z.ZodType, T>(
  schema: S,
  run: (input: z.output<S>, ctx: ActionContext) => Promise<T>,
  need: AdminRequirement,
  request: { token: string | undefined; meta: RequestMeta; headers?: HeadersInit },
  input: unknown,
): Promise<ActionResult<T>> {
  try {
    const active = await sessionOf(request.token);
    if ("ok" in active) return active;
    assertAllowed(active, need);
    const parsed = schema.safeParse(input, { reportInput: true });
    if (!parsed.success) {
      // A malformed id names nothing that exists, as the JSON routes answer it (404).
      const where = parsed.error.issues[0]?.path[0];
      if (typeof where === "string" && NAMING_FIELDS.has(where)) {
        return fail("not_found", parsed.error.issues[0]?.message ?? "Not found");
      }
      return fail("bad_request", firstIssue(parsed.error));
    }
    const asked = new Request("http://localhost/", { headers: request.headers });
    return {
      ok: true,
      data: await run(parsed.data, { ...active, meta: request.meta, request: asked }),
    };
  } catch (err) {
    if (err instanceof ApiError) return fail(err.code, err.message);
    if (isDatabaseUnavailable(err)) {
      return fail(
        "service_unavailable",
        "The service is briefly unavailable. Please try again in a few seconds.",
      );
    }
    const ref = crypto.randomUUID();
    console.error(`[action] ${ref} failed:`, err);
    return fail("internal_error", `Something went wrong on our side (ref ${ref}).`);
  }
}

/** An admin's server action: `adminAction(schema, (input, ctx) => …, { owner, stepUp })`. */
export function adminAction<S extends z.ZodType, T>(
  schema: S,
  run: (input: z.output<S>, ctx: ActionContext) => Promise<T>,
  need: AdminRequirement = {},
): (input: z.input<S>) => Promise<ActionResult<T>> {
  return async (input) => {
    const jar = await cookies();
    const token = jar.get(SESSION_COOKIE)?.value;
    const all = new Headers(await headers());
    const result = await performAdminAction(
      schema,
      run,
      need,
      { token, meta: await actionMeta(), headers: all },
      input,
    );
    // A cookie that no longer opens a session is forgotten with the refusal, as the routes do.
    const ended = !result.ok && ["unauthorized", "session_expired"].includes(result.error.code);
    if (ended && token) await forgetSessionCookie();
    return result;
  };
}
