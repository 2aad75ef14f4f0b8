// POST /api/auth/mfa/setup — a new two-factor secret for the signed-in admin: {secret, otpauth_url} (pending until enabled)
import { setUpMfa } from "@/lib/auth/account";
import { withAdmin } from "@/lib/auth/guard";

export const POST = withAdmin(async (_req, { user }) => Response.json(await setUpMfa(user)), {
  stepUp: true,
});
