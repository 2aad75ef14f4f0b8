// LEAD_RETENTION_DAYS: daily (a job of lib/jobs), leads without activity for that many days are
// purged with everything attached to them. An advisory lock lets one run at a time do the work,
// and the deletes are idempotent anyway.
import "server-only";
import { insertAuditEntry } from "@/lib/db/queries/audit";
import { purgeExpiredLeads } from "@/lib/db/queries/privacy-purge";

/** Runs the purge now; records it in the audit log (counts only) when it deleted something. */
export async function purgeExpiredPersonalData(days: number, now = new Date()) {
  const deleted = await purgeExpiredLeads({ olderThanDays: days, now });
  if (deleted && Object.values(deleted).some((n) => n > 0)) {
    await insertAuditEntry({
      userId: null,
      actor: "retention",
      action: "retention_purged",
      ip: null,
      userAgent: null,
      details: { days, ...deleted },
    });
  }
  return deleted;
}
