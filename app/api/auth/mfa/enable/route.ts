// POST /api/auth/mfa/enable — {code} from the new secret turns two-factor on: {recovery_codes} (shown once)
import { readJson } from "@/lib/api/errors";
import { enableMfa } from "@/lib/auth/account";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { LOGIN_MAX_BYTES, mfaCodeSchema } from "@/lib/validations/auth";

export const POST = withAdmin(
  async (req, { user }) => {
    const { code } = await readJson(req, mfaCodeSchema, LOGIN_MAX_BYTES);
    return Response.json(await enableMfa(code, user, requestMeta(req)));
  },
  { stepUp: true },
);
