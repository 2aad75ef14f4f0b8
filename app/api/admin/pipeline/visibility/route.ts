// GET /api/admin/pipeline/visibility — whether editors see only the leads assigned to them;
// PUT (owners) {"editors_own_leads_only": true|false}. Owners always see every lead.
import { readJson } from "@/lib/api/errors";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { editorsOwnLeadsOnly, saveEditorsOwnLeadsOnly } from "@/lib/leads/scope";
import { editorScopeSchema } from "@/lib/validations/pipeline";

export const GET = withAdmin(async () =>
  Response.json({ editors_own_leads_only: await editorsOwnLeadsOnly() }),
);

export const PUT = withAdmin(
  async (req, { user }) => {
    const { editors_own_leads_only } = await readJson(req, editorScopeSchema, 1024);
    return Response.json(
      await saveEditorsOwnLeadsOnly(editors_own_leads_only, user, requestMeta(req)),
    );
  },
  { owner: true },
);
