// What the Security page shows, read on the server by the page (app/admin/security) and by the
// API routes alike: the admin's two-factor state and sessions, the admins, the audit log.
import "server-only";
import { site } from "@/config/site";
import { describeBrowser } from "@/lib/auth/audit";
import { isMfaEnabled, recoveryCodesLeft } from "@/lib/auth/mfa";
import { idleTimeoutMs } from "@/lib/auth/session";
import { listAuditEntries } from "@/lib/db/queries/audit";
import { listUserSessions } from "@/lib/db/queries/sessions";
import { listAdminAccounts } from "@/lib/db/queries/user-roles";
import { env } from "@/lib/env";
import { zonedInstant } from "@/lib/utils/time";
import type {
  AdminList,
  AuditList,
  AuditQuery,
  SecurityState,
  SessionList,
} from "@/lib/validations/auth";

const AUDIT_PAGE_SIZE = 25;
const DAY_MS = 86_400_000;

export async function securityState(userId: string): Promise<SecurityState> {
  const [mfaEnabled, codesLeft] = await Promise.all([
    isMfaEnabled(userId),
    recoveryCodesLeft(userId),
  ]);
  return {
    mfa_enabled: mfaEnabled,
    recovery_codes_left: codesLeft,
    idle_minutes: env.ADMIN_IDLE_MINUTES,
  };
}

/** The admin's live sessions, `current` marking the one asking. */
export async function sessionList(userId: string, currentId: string): Promise<SessionList> {
  const now = Date.now();
  const rows = await listUserSessions({ userId });
  return {
    sessions: rows
      // Idle ones are over even if nobody has used (and so revoked) them since.
      .filter((s) => s.id === currentId || now - s.lastSeenAt.getTime() < idleTimeoutMs())
      .map((s) => ({
        id: s.id,
        created_at: s.createdAt.toISOString(),
        last_seen_at: s.lastSeenAt.toISOString(),
        ip: s.ip,
        browser: describeBrowser(s.userAgent),
        current: s.id === currentId,
      })),
  };
}

/** Every admin, `current` marking the one asking. */
export async function adminList(currentUserId: string): Promise<AdminList> {
  const rows = await listAdminAccounts();
  return {
    admins: rows.map((a) => ({
      id: a.id,
      email: a.email,
      name: a.name,
      role: a.role,
      created_at: a.createdAt.toISOString(),
      mfa_enabled: a.mfaEnabledAt !== null,
      invite_pending: Boolean(a.invitePending),
      current: a.id === currentUserId,
    })),
  };
}

/** A page of the audit log, newest first; dates are the agency's calendar days. */
export async function auditPage(q: AuditQuery): Promise<AuditList> {
  const { entries, total } = await listAuditEntries({
    action: q.action,
    from: q.date_from ? zonedInstant(`${q.date_from}T00:00`, site.timeZone) : undefined,
    to: q.date_to
      ? new Date(zonedInstant(`${q.date_to}T00:00`, site.timeZone).getTime() + DAY_MS - 1)
      : undefined,
    page: q.page,
    limit: AUDIT_PAGE_SIZE,
  });
  return {
    entries: entries.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      actor: e.actor,
      action: e.action,
      ip: e.ip,
      browser: describeBrowser(e.userAgent),
      details: e.details,
    })),
    pagination: {
      page: q.page,
      limit: AUDIT_PAGE_SIZE,
      total,
      pages: Math.ceil(total / AUDIT_PAGE_SIZE),
    },
  };
}
