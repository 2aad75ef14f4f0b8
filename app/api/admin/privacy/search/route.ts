// POST /api/admin/privacy/search — {email}: how much is stored about this address, and its leads
import { readJson } from "@/lib/api/errors";
import { withAdmin } from "@/lib/auth/guard";
import { findPerson } from "@/lib/privacy/requests";
import { privacyLookupSchema } from "@/lib/validations/privacy";

export const POST = withAdmin(
  async (req) => {
    const { email } = await readJson(req, privacyLookupSchema, 2 * 1024);
    return Response.json(await findPerson(email), { headers: { "Cache-Control": "no-store" } });
  },
  { owner: true },
);
