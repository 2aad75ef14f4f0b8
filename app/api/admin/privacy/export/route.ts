// POST /api/admin/privacy/export — {email}: everything stored about this address as a JSON file
// (leads with transcripts, notes and history; chat contexts; contact messages; notifications).
// The audit log records the export and its counts, never the address.
import { readJson } from "@/lib/api/errors";
import { audit, requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { findPersonalData } from "@/lib/db/queries/privacy";
import { privacyLookupSchema } from "@/lib/validations/privacy";

export const POST = withAdmin(
  async (req, { user }) => {
    const { email } = await readJson(req, privacyLookupSchema, 2 * 1024);
    const { counts, ...data } = await findPersonalData({ email });
    await audit(requestMeta(req), { action: "privacy_exported", user, details: { ...counts } });
    const exportedAt = new Date();
    const file = { email, exported_at: exportedAt.toISOString(), ...data };
    return new Response(JSON.stringify(file, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="personal-data-${exportedAt.toISOString().slice(0, 10)}.json"`,
        "Cache-Control": "no-store",
      },
    });
  },
  { owner: true, stepUp: true },
);
