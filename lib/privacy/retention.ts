// LEAD_RETENTION_DAYS: once at start and then daily, leads without activity for that many days
// are purged with everything attached to them. Several instances may run it: an advisory lock
// lets one at a time do the work, and the deletes are idempotent anyway.
import "server-only";
import { insertAuditEntry } from "@/lib/db/queries/audit";
import { purgeExpiredLeads } from "@/lib/db/queries/privacy";
import { env } from "@/lib/env";
import { onShutdown, SHUTDOWN_ORDER } from "@/lib/shutdown";

const DAY_MS = 86_400_000;
let timer: NodeJS.Timeout | null = null;
/** The purge under way, which a shutdown lets finish. */
let running: Promise<unknown> | null = null;

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

export function startRetentionPurge(): void {
  const days = env.LEAD_RETENTION_DAYS;
  if (!days || timer) return;
  const run = () => {
    running = purgeExpiredPersonalData(days)
      .catch((err) => console.error("[retention] purge failed, retrying tomorrow:", err))
      .finally(() => {
        running = null;
      });
  };
  run();
  timer = setInterval(run, DAY_MS);
  timer.unref();
  onShutdown("retention", SHUTDOWN_ORDER.workers, async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });
}
