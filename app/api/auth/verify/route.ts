// GET /api/auth/verify — the signed-in admin (name, email, role) behind the session (401 when none)
import { withAdmin } from "@/lib/auth/guard";

export const GET = withAdmin(async (_req, { user, session }) =>
  Response.json({
    user: { name: user.name, email: user.email, role: user.role },
    expires_at: session.expiresAt.toISOString(),
  }),
);
