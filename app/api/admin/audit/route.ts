// GET /api/admin/audit — the audit log, newest first, filtered by action and dates (?action=&date_from=&date_to=&page=)
import { parseQuery } from "@/lib/api/errors";
import { withAdmin } from "@/lib/auth/guard";
import { auditPage } from "@/lib/auth/security-data";
import { auditQuery } from "@/lib/validations/auth";

export const GET = withAdmin(
  async (req) => Response.json(await auditPage(parseQuery(req, auditQuery))),
  { owner: true },
);
