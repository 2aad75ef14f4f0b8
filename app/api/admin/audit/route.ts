// GET /api/admin/audit — the audit log, newest first, filtered by action and dates (?action=&date_from=&date_to=&page=)

import { site } from "@/config/site";
import { parseQuery } from "@/lib/api/errors";
import { describeBrowser } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { listAuditEntries } from "@/lib/db/queries/audit";
import { zonedInstant } from "@/lib/events/time";
import { type AuditList, auditQuery } from "@/lib/validations/auth";

const PAGE_SIZE = 25;

export const GET = withAdmin(
  async (req) => {
    const q = parseQuery(req, auditQuery);
    const day = 86_400_000;
    const { entries, total } = await listAuditEntries({
      action: q.action,
      from: q.date_from ? zonedInstant(`${q.date_from}T00:00`, site.timeZone) : undefined,
      to: q.date_to
        ? new Date(zonedInstant(`${q.date_to}T00:00`, site.timeZone).getTime() + day - 1)
        : undefined,
      page: q.page,
      limit: PAGE_SIZE,
    });
    const body: AuditList = {
      entries: entries.map((e) => ({
        id: e.id,
        at: e.at.toISOString(),
        actor: e.actor,
        action: e.action,
        ip: e.ip,
        browser: describeBrowser(e.userAgent),
        details: e.details,
      })),
      pagination: { page: q.page, limit: PAGE_SIZE, total, pages: Math.ceil(total / PAGE_SIZE) },
    };
    return Response.json(body);
  },
  { owner: true },
);
