import "server-only";
import { and, desc, eq, gte, lt, lte, type SQL } from "drizzle-orm";
import { getDb } from "../client";
import { auditLog } from "../schema";
import { type PageRequest, selectPage } from "./paginate";

export type AuditEntry = {
  userId: string | null;
  actor: string | null;
  action: string;
  ip: string | null;
  userAgent: string | null;
  details: Record<string, unknown>;
};

export async function insertAuditEntry(entry: AuditEntry) {
  const db = await getDb();
  await db.insert(auditLog).values(entry);
}

export async function purgeAuditEntries({ before }: { before: Date }) {
  const db = await getDb();
  const rows = await db
    .delete(auditLog)
    .where(lt(auditLog.at, before))
    .returning({ id: auditLog.id });
  return rows.length;
}

export type AuditFilter = { action?: string; userId?: string; from?: Date; to?: Date };

function filterWhere({ action, userId, from, to }: AuditFilter): SQL | undefined {
  return and(
    action ? eq(auditLog.action, action) : undefined,
    userId ? eq(auditLog.userId, userId) : undefined,
    from ? gte(auditLog.at, from) : undefined,
    to ? lte(auditLog.at, to) : undefined,
  );
}

export async function listAuditEntries({ page, limit, ...filter }: AuditFilter & PageRequest) {
  const where = filterWhere(filter);
  const { rows, total } = await selectPage(await getDb(), auditLog, where, { page, limit }, (db) =>
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actor: auditLog.actor,
        action: auditLog.action,
        ip: auditLog.ip,
        userAgent: auditLog.userAgent,
        details: auditLog.details,
      })
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .$dynamic(),
  );
  return { entries: rows, total };
}

/** Where and with what this admin signed in lately (newest first, at most `limit`). */
export async function recentSignIns({
  userId,
  days = 30,
  limit = 200,
}: {
  userId: string;
  days?: number;
  limit?: number;
}): Promise<Array<{ ip: string | null; userAgent: string | null }>> {
  const db = await getDb();
  return db
    .select({ ip: auditLog.ip, userAgent: auditLog.userAgent })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.userId, userId),
        eq(auditLog.action, "sign_in"),
        gte(auditLog.at, new Date(Date.now() - days * 86_400_000)),
      ),
    )
    .orderBy(desc(auditLog.at))
    .limit(limit);
}
