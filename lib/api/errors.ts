// One error type for every handler, one JSON shape for every failure:
// {"error":{"code","message"}}. The real cause is logged with a request id, never sent.
import "server-only";
import type { z } from "zod";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { slugParam } from "@/lib/validations/blog";

export type ErrorCode =
  | "bad_request"
  | "invalid_json"
  | "unauthorized"
  | "session_expired"
  | "mfa_required"
  | "forbidden"
  | "step_up_required"
  | "chat_session_invalid"
  | "chat_session_erased"
  | "not_found"
  | "conflict"
  | "edit_conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "service_unavailable"
  | "not_ready"
  | "internal_error";

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function errorResponse(error: ApiError): Response {
  return Response.json(
    { error: { code: error.code, message: error.message } },
    { status: error.status, headers: { "Cache-Control": "no-store", ...error.headers } },
  );
}

/** 503 with Retry-After: the database (or another dependency) is down for now. */
export const serviceUnavailable = (retryAfterSeconds = 5) =>
  new ApiError(
    "service_unavailable",
    503,
    "The service is briefly unavailable. Please try again in a few seconds.",
    { "Retry-After": String(retryAfterSeconds) },
  );

/** Anything thrown as a JSON answer: a 503 with Retry-After when the database is unreachable,
 * else a logged 500 without details. */
export function toResponse(err: unknown, req?: Request): Response {
  if (err instanceof ApiError) return errorResponse(err);
  const requestId = crypto.randomUUID();
  const where = req ? `${req.method} ${new URL(req.url).pathname}` : "request";
  if (isDatabaseUnavailable(err)) {
    console.warn(`[api] ${requestId} ${where}: database unavailable`);
    return errorResponse(serviceUnavailable());
  }
  console.error(`[api] ${requestId} ${where} failed:`, err);
  return errorResponse(
    new ApiError("internal_error", 500, `Something went wrong on our side (ref ${requestId}).`),
  );
}

type Handler<C> = (req: Request, ctx: C) => Promise<Response>;

/** Wraps a route handler so every thrown error leaves as the uniform JSON shape. */
export function handle<C>(fn: Handler<C>): Handler<C> {
  return async (req, ctx) => {
    try {
      return await fn(req, ctx);
    } catch (err) {
      return toResponse(err, req);
    }
  };
}

/** The first zod issue, phrased for a person, always naming the field it is about. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const field = issue.path.map(String).join(".");
  if (issue.code === "invalid_type" && issue.input === undefined && field) {
    return `${field} is required`;
  }
  const name = issue.path.filter((p) => typeof p === "string").at(-1);
  if (field && name && !issue.message.includes(name)) return `${field}: ${issue.message}`;
  return issue.message;
}

/** Reads a JSON body of at most maxBytes and validates it (413 when too big, 400 when invalid). */
export async function readJson<S extends z.ZodType>(
  req: Request,
  schema: S,
  maxBytes: number,
): Promise<z.output<S>> {
  // Only JSON: a form or text/plain body is what another site's page can send without asking.
  const type = req.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new ApiError(
      "unsupported_media_type",
      415,
      "Send the request body as JSON (Content-Type: application/json).",
    );
  }
  const text = new TextDecoder().decode(await readBodyLimited(req, maxBytes));
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ApiError("invalid_json", 400, "The request body is not valid JSON.");
  }
  // reportInput lets firstIssue tell a missing field ("is required") from a wrong one.
  const parsed = schema.safeParse(data, { reportInput: true });
  if (!parsed.success) throw new ApiError("bad_request", 400, firstIssue(parsed.error));
  return parsed.data;
}

function tooLarge(maxBytes: number) {
  return new ApiError(
    "payload_too_large",
    413,
    `The request body is too large (limit ${Math.round(maxBytes / 1024)} KB).`,
  );
}

/** The request body, refused once past maxBytes (declared or streamed) without reading the rest;
 * `tooBig` is the error thrown (a 413 by default). */
export async function readBodyLimited(
  req: Request,
  maxBytes: number,
  tooBig: () => Error = () => tooLarge(maxBytes),
): Promise<Buffer> {
  if (Number(req.headers.get("content-length") ?? "0") > maxBytes) throw tooBig();
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooBig();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Validates query parameters: a bad value → 400 naming the problem. */
export function parseQuery<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URL(req.url).searchParams)
    if (!(key in params)) params[key] = value;
  const parsed = schema.safeParse(params, { reportInput: true });
  if (!parsed.success) throw new ApiError("bad_request", 400, firstIssue(parsed.error));
  return parsed.data;
}

export const cacheFor = (seconds: number) => ({
  "Cache-Control": `public, max-age=${seconds}, s-maxage=${seconds}, stale-while-revalidate=${seconds}`,
});

/** The `{slug}` of a route, or `notFound()` thrown when the address cannot name one. */
export async function routeSlug(
  params: Promise<{ slug: string }>,
  notFound: () => ApiError,
): Promise<string> {
  const slug = slugParam.safeParse((await params).slug);
  if (!slug.success) throw notFound();
  return slug.data;
}
