// POST /api/auth/mfa/disable — {code} (or a recovery code) or {password} turns two-factor off
import { readJson } from "@/lib/api/errors";
import { disableMfa } from "@/lib/auth/account";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { LOGIN_MAX_BYTES, mfaDisableSchema } from "@/lib/validations/auth";

export const POST = withAdmin(
  async (req, { user }) => {
    const input = await readJson(req, mfaDisableSchema, LOGIN_MAX_BYTES);
    return Response.json(await disableMfa(input, { user, meta: requestMeta(req), request: req }));
  },
  { stepUp: true },
);
