// GET /api/auth/sessions — the signed-in admin's active sessions: created, last seen, address, browser, current
import { withAdmin } from "@/lib/auth/guard";
import { sessionList } from "@/lib/auth/security-data";

export const GET = withAdmin(async (_req, { user, session }) =>
  Response.json(await sessionList(user.id, session.id)),
);
