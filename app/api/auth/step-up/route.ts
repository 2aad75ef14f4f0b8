// POST /api/auth/step-up — {password} or {code}: renews this session's check for the sensitive
// actions; wrong answers spend the sign-in throttle's budgets, so a stolen session cannot guess.
import { readJson } from "@/lib/api/errors";
import { stepUp } from "@/lib/auth/account";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { LOGIN_MAX_BYTES, stepUpSchema } from "@/lib/validations/auth";

export const POST = withAdmin(async (req, { user, session }) => {
  const input = await readJson(req, stepUpSchema, LOGIN_MAX_BYTES);
  const meta = requestMeta(req);
  return Response.json(await stepUp(input, { user, meta, request: req, sessionId: session.id }));
});
