// GET /api/admin/pipeline/assignment — who new chat leads go to; PUT (owners) with
// {"mode": "none"}, {"mode": "admin", "admin_id": "…"} or {"mode": "round_robin"} (in turn among
// the admins who opted in: PUT /api/admin/pipeline/assignment/me {"takes_new_leads": true}).
import { readJson } from "@/lib/api/errors";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { assignmentRule, saveAssignmentRule } from "@/lib/leads/pipeline";
import { assignmentRuleSchema } from "@/lib/validations/pipeline";

export const GET = withAdmin(async () => Response.json(await assignmentRule()));

export const PUT = withAdmin(
  async (req, { user }) => {
    const rule = await readJson(req, assignmentRuleSchema, 4 * 1024);
    return Response.json(await saveAssignmentRule(rule, user, requestMeta(req)));
  },
  { owner: true },
);
