// POST /api/admin/privacy/search — {email}: how much is stored about this address, and its leads
import { readJson } from "@/lib/api/errors";
import { withAdmin } from "@/lib/auth/guard";
import { findPersonalData } from "@/lib/db/queries/privacy";
import { type PrivacySearchResponse, privacyLookupSchema } from "@/lib/validations/privacy";

export const POST = withAdmin(
  async (req) => {
    const { email } = await readJson(req, privacyLookupSchema, 2 * 1024);
    const found = await findPersonalData({ email });
    const body: PrivacySearchResponse = {
      counts: found.counts,
      leads: found.leads.map((lead) => ({
        id: lead.id,
        name: lead.contactName,
        source: lead.source,
        created_at: lead.createdAt.toISOString(),
      })),
    };
    return Response.json(body, { headers: { "Cache-Control": "no-store" } });
  },
  { owner: true },
);
