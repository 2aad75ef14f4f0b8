// POST /api/admin/privacy/export — {email}: everything stored about this address as a JSON file
// (leads with transcripts, notes and history; chat contexts; contact messages; notifications).
import { readJson } from "@/lib/api/errors";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { exportPerson } from "@/lib/privacy/requests";
import { privacyLookupSchema } from "@/lib/validations/privacy";

export const POST = withAdmin(
  async (req, { user }) => {
    const { email } = await readJson(req, privacyLookupSchema, 2 * 1024);
    const { filename, json } = await exportPerson(email, user, requestMeta(req));
    return new Response(json, {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "no-store",
      },
    });
  },
  { owner: true, stepUp: true },
);
