// The admin audit log: who signed in (or failed to), changed two-factor, sessions or passwords,
// managed admins, exported leads or changed content, with time, address and browser. It never
// records a password, code or token. Entries are kept for a year.
import "server-only";
import { insertAuditEntry, purgeAuditEntries } from "@/lib/db/queries/audit";
import type { AuditAction } from "@/lib/validations/auth";
import type { RequestMeta } from "./request-meta";
import { alertOwners, alertsOwners } from "./security-alerts";

export const AUDIT_RETENTION_DAYS = 365;

export { AUDIT_ACTION_NAMES as AUDIT_ACTIONS, type AuditAction } from "@/lib/validations/auth";

export { describeBrowser, type RequestMeta, requestMeta } from "./request-meta";

let lastPurge = 0;

/** Records an event. A failure to record is logged, never turned into a failed request. */
export async function audit(
  meta: RequestMeta,
  entry: {
    action: AuditAction;
    user?: { id: string; email: string } | null;
    /** Who, when there is no account (a failed sign-in: the email as typed). */
    actor?: string;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  try {
    await insertAuditEntry({
      userId: entry.user?.id ?? null,
      actor: entry.user?.email ?? entry.actor ?? null,
      action: entry.action,
      ip: meta.ip,
      userAgent: meta.userAgent,
      details: entry.details ?? {},
    });
    if (alertsOwners(entry.action)) {
      await alertOwners(meta, entry.action, entry.user, entry.details ?? {});
    }
    const now = Date.now();
    if (now - lastPurge > 60 * 60_000) {
      lastPurge = now;
      await purgeAuditEntries({ before: new Date(now - AUDIT_RETENTION_DAYS * 86_400_000) });
    }
  } catch (err) {
    console.error(`[audit] could not record ${entry.action}:`, err);
  }
}
