// PUT /api/admin/pipeline/assignment/me {"takes_new_leads": true|false} — the signed-in admin
// takes new chat leads in turn (when the owners' rule is round_robin), or stops.
import { readJson } from "@/lib/api/errors";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { saveTakesNewLeads } from "@/lib/leads/pipeline";
import { takesNewLeadsSchema } from "@/lib/validations/pipeline";

export const PUT = withAdmin(async (req, { user }) => {
  const { takes_new_leads } = await readJson(req, takesNewLeadsSchema, 1024);
  return Response.json(await saveTakesNewLeads(takes_new_leads, user, requestMeta(req)));
});
