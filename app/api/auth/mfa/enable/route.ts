// POST /api/auth/mfa/enable — {code} from the new secret turns two-factor on: {recovery_codes} (shown once)
import { ApiError, readJson } from "@/lib/api/errors";
import { audit, requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { confirmMfaSetup } from "@/lib/auth/mfa";
import { LOGIN_MAX_BYTES, mfaCodeSchema } from "@/lib/validations/auth";

export const POST = withAdmin(
  async (req, { user }) => {
    const { code } = await readJson(req, mfaCodeSchema, LOGIN_MAX_BYTES);
    const codes = await confirmMfaSetup(user.id, code.replace(/\s/g, ""));
    if (!codes) {
      throw new ApiError(
        "bad_request",
        400,
        "That code does not match. Scan the QR code again, then enter the 6-digit code your app shows.",
      );
    }
    await audit(requestMeta(req), { action: "mfa_enabled", user });
    return Response.json({ recovery_codes: codes });
  },
  { stepUp: true },
);
