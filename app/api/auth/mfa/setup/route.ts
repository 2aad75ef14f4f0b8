// POST /api/auth/mfa/setup — a new two-factor secret for the signed-in admin: {secret, otpauth_url} (pending until enabled)
import { site } from "@/config/site";
import { ApiError } from "@/lib/api/errors";
import { withAdmin } from "@/lib/auth/guard";
import { isMfaEnabled, startMfaSetup } from "@/lib/auth/mfa";

export const POST = withAdmin(
  async (_req, { user }) => {
    if (await isMfaEnabled(user.id)) {
      throw new ApiError("conflict", 409, "Two-factor sign-in is already on. Turn it off first.");
    }
    return Response.json(await startMfaSetup(user, site.company));
  },
  { stepUp: true },
);
