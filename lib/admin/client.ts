// The admin app's side of the API (browser-only). The token is an HttpOnly cookie no script here
// can read; localStorage keeps only the admin's name and email, to greet them and sync tabs.
import { stepUpAction } from "@/lib/actions/account";
import { signOutAction } from "@/lib/actions/admins";
import { turnOffAlertsHereAction } from "@/lib/actions/alerts";
import type { ActionResult } from "@/lib/auth/action";
import { type AuthUser, apiErrorSchema, verifyResponseSchema } from "@/lib/validations/auth";

const USER_KEY = "admin_user";
/** Where earlier versions kept the token: removed wherever it is still found. */
const LEGACY_TOKEN_KEY = "admin_token";

export type StoredSession = { user: AuthUser };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings): then nothing is remembered.
    return null;
  }
}

export function saveSession({ user }: StoredSession) {
  const store = storage();
  store?.setItem(USER_KEY, JSON.stringify(user));
  store?.removeItem(LEGACY_TOKEN_KEY);
}

export function clearSession() {
  const store = storage();
  store?.removeItem(USER_KEY);
  store?.removeItem(LEGACY_TOKEN_KEY);
}

/** Calls back when another tab signs in or out. */
export function onSessionChange(callback: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === USER_KEY || event.key === null) callback();
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}

/** The server answered with a non-OK status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage?: string,
    readonly serverCode?: string,
  ) {
    super(`HTTP error! status: ${status}`);
    this.name = "HttpError";
  }
}

/** The `{error: {code, message}}` of a failed answer, when it has one. */
export async function serverError(res: Response): Promise<{ message?: string; code?: string }> {
  try {
    const body = apiErrorSchema.safeParse(await res.json());
    if (!body.success) return {};
    return { message: body.data.error?.message ?? body.data.message, code: body.data.error?.code };
  } catch {
    return {};
  }
}

/** Fired on window when the server ends the session (401): the app returns to the login form. */
export const SESSION_ENDED_EVENT = "admin:session-ended";

/** Tells the app a request was refused for want of a live session: it returns to the login. */
export function announceSessionEnd(code?: string) {
  const why = code === "session_expired" ? "idle" : "revoked";
  window.dispatchEvent(new CustomEvent(SESSION_ENDED_EVENT, { detail: why }));
}

/** A read with the session's cookie (a POST when it carries a body, as the preview does); throws
 * HttpError, and a 401 ends the app's session. Changes are server actions (runAction). */
export async function readWithSession(
  path: string,
  { signal, body }: { signal?: AbortSignal; body?: unknown } = {},
): Promise<Response> {
  const res = await fetch(path, {
    method: body === undefined ? "GET" : "POST",
    signal,
    cache: "no-store",
    credentials: "same-origin",
    headers: {
      Accept: "application/json, text/csv",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) {
    const { message, code } = await serverError(res);
    if (res.status === 401 && path !== "/api/auth/verify") announceSessionEnd(code);
    throw new HttpError(res.status, message, code);
  }
  return res;
}

export const isAbort = (err: unknown) => err instanceof DOMException && err.name === "AbortError";

/** The HTTP status each refusal of a server action stands for (HttpError keeps the same shape). */
const STATUS: Record<string, number> = {
  bad_request: 400,
  unauthorized: 401,
  session_expired: 401,
  forbidden: 403,
  step_up_required: 403,
  not_found: 404,
  conflict: 409,
  edit_conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  service_unavailable: 503,
};

/** Runs an admin server action (lib/auth/action.ts) and answers its data, or throws HttpError: a
 * 401 ends the app's session; a step-up asks for the password and runs it once more. */
export async function runAction<T>(
  action: () => Promise<ActionResult<T>>,
  steppedUp = false,
): Promise<T> {
  const result = await action();
  if (result.ok) return result.data;
  const { code, message } = result.error;
  const status = STATUS[code] ?? 500;
  if (status === 401) announceSessionEnd(code);
  if (code === "step_up_required" && !steppedUp && (await askToStepUp(message))) {
    return runAction(action, true);
  }
  throw new HttpError(status, message, code);
}

/** Posts a file's text to an admin route (a server action's body is capped below a file's size)
 * and answers its JSON; a 401 ends the session, a step-up asks for the password and sends again. */
export async function sendWithSession(
  path: string,
  body: string,
  contentType: string,
  steppedUp = false,
): Promise<unknown> {
  const res = await fetch(path, {
    method: "POST",
    cache: "no-store",
    credentials: "same-origin",
    headers: { Accept: "application/json", "Content-Type": contentType },
    body,
  });
  if (res.ok) return res.json();
  const { message, code } = await serverError(res);
  if (res.status === 401) announceSessionEnd(code);
  if (code === "step_up_required" && !steppedUp && (await askToStepUp(message))) {
    return sendWithSession(path, body, contentType, true);
  }
  throw new HttpError(res.status, message, code);
}

/** Fired on window when the server wants the password again; a dialog claims it (preventDefault). */
export const STEP_UP_EVENT = "admin:step-up";
export type StepUpRequest = { message?: string; done: (confirmed: boolean) => void };

/** Resolves true once the admin has confirmed it's them, false if they cancelled. */
function askToStepUp(message?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const event = new CustomEvent<StepUpRequest>(STEP_UP_EVENT, {
      detail: { message, done: resolve },
      cancelable: true,
    });
    // No dialog on the page to ask with: the action stays refused.
    if (window.dispatchEvent(event)) resolve(false);
  });
}

/** The password or a code again (the step-up dialog): null when confirmed, else what to say. */
export async function stepUp(
  answer: { password: string } | { code: string },
): Promise<string | null> {
  try {
    await runAction(() => stepUpAction(answer), true);
    return null;
  } catch (err) {
    return failureMessage(err, "That could not be checked. Please try again.");
  }
}

/** The server's own words for a failed call, else `fallback`. */
export const failureMessage = (err: unknown, fallback: string) =>
  err instanceof HttpError && err.serverMessage ? err.serverMessage : fallback;

/** Spec §8 wording for a failed load of the chat summaries (and, alike, other admin lists). */
export function loadErrorMessage(
  err: unknown,
  fallback = "Failed to fetch chat summaries",
): string {
  if (err instanceof HttpError) {
    if (err.status !== 401) return err.message;
    // No session at all (no cookie) is the spec's "no token"; one the server refused is not.
    return isNoSession(err)
      ? "Authentication required"
      : "Authentication failed. Please login again.";
  }
  return fallback;
}

/** The server's answer to a request that carried no session at all. */
const isNoSession = (err: HttpError) => err.serverMessage === "Authentication required";

/** GET /api/auth/verify: the session's user, or null when none or on a 401. Any other failure
 * throws: being offline or cut short by a reload is no reason to forget the session. */
export async function verifySession(signal?: AbortSignal): Promise<AuthUser | null> {
  try {
    const res = await readWithSession("/api/auth/verify", { signal });
    const body = verifyResponseSchema.safeParse(await res.json());
    return body.success ? body.data.user : null;
  } catch (err) {
    if (err instanceof HttpError && (err.status === 401 || err.status === 403)) return null;
    throw err;
  }
}

/** Signs out (the server forgets the cookie): best effort, the local record is cleared whatever happens. */
export async function logout(): Promise<void> {
  try {
    await stopAlertsHere();
    await runAction(() => signOutAction({}));
  } catch {
    // Already invalid or offline: what this browser remembers is cleared anyway.
  } finally {
    clearSession();
  }
}

/** Signing out of a browser (a shared one, say) ends its phone alerts too. */
async function stopAlertsHere() {
  const registration = await navigator.serviceWorker?.getRegistration("/admin").catch(() => null);
  const subscription = await registration?.pushManager.getSubscription().catch(() => null);
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe().catch(() => false);
  await turnOffAlertsHereAction({ endpoint }).catch(() => null);
}

/** A file the admin downloads (a GET with the session's cookie): its bytes and its name. */
export async function download(path: string, fallbackName: string) {
  const res = await readWithSession(path);
  return { blob: await res.blob(), name: downloadName(res, fallbackName) };
}

/** The file name from Content-Disposition, or `fallback`. */
export function downloadName(res: Response, fallback: string): string {
  const header = res.headers.get("content-disposition") ?? "";
  const match = header.match(/filename="?([\w.-]+)"?/);
  return match?.[1] ?? fallback;
}

/** Saves a fetched file through a temporary link. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
