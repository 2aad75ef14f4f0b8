// POST /api/admin/leads — add a lead by hand ({name, email?, phone?, company_name?, source, note?, deal_value_cents?, expected_close_on?, status?}): 201 with the lead, or 200 with `joined: true` when its email already had one
import { readJson } from "@/lib/api/errors";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { addLead } from "@/lib/leads/add";
import { leadCreateSchema } from "@/lib/validations/lead-create";

export const POST = withAdmin(async (req, { user }) => {
  const input = await readJson(req, leadCreateSchema, 16 * 1024);
  const added = await addLead(input, user, requestMeta(req));
  return Response.json(added, { status: added.joined ? 200 : 201 });
});
