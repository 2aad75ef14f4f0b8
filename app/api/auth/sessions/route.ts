// GET /api/auth/sessions — the signed-in admin's active sessions: created, last seen, address, browser, current
import { describeBrowser } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { idleTimeoutMs } from "@/lib/auth/session";
import { listUserSessions } from "@/lib/db/queries/sessions";
import type { SessionList } from "@/lib/validations/auth";

export const GET = withAdmin(async (_req, { user, session }) => {
  const now = Date.now();
  const rows = await listUserSessions({ userId: user.id });
  const body: SessionList = {
    sessions: rows
      // Idle ones are over even if nobody has used (and so revoked) them since.
      .filter((s) => s.id === session.id || now - s.lastSeenAt.getTime() < idleTimeoutMs())
      .map((s) => ({
        id: s.id,
        created_at: s.createdAt.toISOString(),
        last_seen_at: s.lastSeenAt.toISOString(),
        ip: s.ip,
        browser: describeBrowser(s.userAgent),
        current: s.id === session.id,
      })),
  };
  return Response.json(body);
});
