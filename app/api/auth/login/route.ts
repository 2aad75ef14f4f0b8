// POST /api/auth/login — exchange an admin's email and password for a 12-hour bearer token
import { ApiError, handle, readJson } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/origin";
import { verifyPassword } from "@/lib/auth/password";
import { startSession } from "@/lib/auth/session";
import { reserveLoginAttempt } from "@/lib/auth/throttle";
import { findUserCredentials } from "@/lib/db/queries/users";
import { addressKey, clientIp } from "@/lib/rate-limit";
import { LOGIN_MAX_BYTES, loginSchema } from "@/lib/validations/auth";

// One answer for an unknown email and a wrong password, so it cannot tell which accounts exist.
const INVALID = "Invalid email or password";

/** Audit line without secrets: never the password or the token. */
const audit = (outcome: string, email: string, ip: string) =>
  console.info(`[auth] login ${outcome} email=${JSON.stringify(email)} ip=${JSON.stringify(ip)}`);

export const POST = handle(async (req) => {
  assertSameOrigin(req);
  const ip = clientIp(req);
  const { email, password } = await readJson(req, loginSchema, LOGIN_MAX_BYTES);

  let attempt: Awaited<ReturnType<typeof reserveLoginAttempt>>;
  try {
    attempt = await reserveLoginAttempt({ email, ip: addressKey(ip) });
  } catch (err) {
    if (err instanceof ApiError) audit("throttled", email, ip);
    throw err;
  }

  // The same work either way: an unknown email is checked against a dummy hash.
  const user = await findUserCredentials({ email });
  const valid = await verifyPassword(user?.passwordHash, password);
  if (!user || !valid) {
    audit("failed", email, ip);
    throw new ApiError("unauthorized", 401, INVALID);
  }

  await attempt.succeeded();
  const { token, expiresAt } = await startSession({ userId: user.id });
  audit("succeeded", email, ip);
  return Response.json(
    { token, user: { name: user.name, email: user.email }, expires_at: expiresAt.toISOString() },
    { headers: { "Cache-Control": "no-store" } },
  );
});
