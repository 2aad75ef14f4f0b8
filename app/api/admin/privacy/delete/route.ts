// POST /api/admin/privacy/delete — {email, confirm}: deletes everything stored about this address
// (confirm repeats it). The audit log records how much went, never the address.
import { readJson } from "@/lib/api/errors";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { deletePerson } from "@/lib/privacy/requests";
import { privacyDeleteSchema } from "@/lib/validations/privacy";

export const POST = withAdmin(
  async (req, { user }) => {
    const { email } = await readJson(req, privacyDeleteSchema, 2 * 1024);
    return Response.json(await deletePerson(email, user, requestMeta(req)), {
      headers: { "Cache-Control": "no-store" },
    });
  },
  { owner: true, stepUp: true },
);
