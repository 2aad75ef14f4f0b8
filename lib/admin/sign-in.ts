// The ways into the admin area from the browser: password (then, with two-factor on, a code),
// and an invitation link. Failures are worded as spec §8 asks: the server's message, else
// "Login failed"; no connection gives "Connection error. Please try again."
import { loginResponseSchema, mfaRequiredSchema } from "@/lib/validations/auth";
import { type StoredSession, serverError } from "./client";

export type LoginResult =
  | { ok: true; session: StoredSession }
  | { ok: "mfa"; mfaToken: string }
  | { ok: false; message: string };

async function post(path: string, body: unknown): Promise<LoginResult> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      cache: "no-store",
    });
  } catch {
    return { ok: false, message: "Connection error. Please try again." };
  }
  if (!res.ok) return { ok: false, message: (await serverError(res)).message ?? "Login failed" };
  try {
    const json: unknown = await res.json();
    const session = loginResponseSchema.safeParse(json);
    if (session.success) {
      return { ok: true, session: { user: session.data.user } };
    }
    const mfa = mfaRequiredSchema.safeParse(json);
    if (mfa.success) return { ok: "mfa", mfaToken: mfa.data.mfa_token };
  } catch {
    // Falls through to the generic message.
  }
  return { ok: false, message: "Login failed" };
}

/** POST /api/auth/login. */
export const login = (email: string, password: string) =>
  post("/api/auth/login", { email, password });

/** POST /api/auth/login/mfa: the code (or a recovery code) for the second step. */
export const loginWithCode = (mfaToken: string, code: string) =>
  post("/api/auth/login/mfa", { mfa_token: mfaToken, code });

/** POST /api/auth/invite: an invited admin's chosen password. */
export const acceptInvitation = (token: string, password: string) =>
  post("/api/auth/invite", { token, password });

/** POST /api/auth/reset-password: the server's words either way. */
export async function resetPasswordWithLink(
  token: string,
  password: string,
): Promise<{ ok: boolean; message: string }> {
  return sendForm("/api/auth/reset-password", { token, password });
}

/** POST /api/auth/forgot-password: the server's words either way. */
export async function askForPasswordReset(
  email: string,
): Promise<{ ok: boolean; message: string }> {
  return sendForm("/api/auth/forgot-password", { email });
}

async function sendForm(path: string, body: unknown): Promise<{ ok: boolean; message: string }> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: "Connection error. Please try again." };
  }
  if (res.ok) {
    const answer = (await res.json().catch(() => null)) as { message?: unknown } | null;
    return { ok: true, message: typeof answer?.message === "string" ? answer.message : "Done." };
  }
  const { message } = await serverError(res);
  return { ok: false, message: message ?? "Something went wrong. Please try again." };
}
