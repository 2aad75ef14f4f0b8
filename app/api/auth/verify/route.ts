// GET /api/auth/verify — the signed-in admin behind a bearer token (401 when none)
import { withAdmin } from "@/lib/auth/guard";

export const GET = withAdmin(async (_req, { user, session }) =>
  Response.json({
    user: { name: user.name, email: user.email },
    expires_at: session.expiresAt.toISOString(),
  }),
);
