// POST /api/admin/privacy/delete — {email, confirm}: deletes everything stored about this address
// (confirm repeats it). The audit log records how much went, never the address.
import { readJson } from "@/lib/api/errors";
import { audit, requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { markErasedChats } from "@/lib/chat/erased";
import { deletePersonalData } from "@/lib/db/queries/privacy";
import { privacyDeleteSchema } from "@/lib/validations/privacy";

export const POST = withAdmin(
  async (req, { user }) => {
    const { email } = await readJson(req, privacyDeleteSchema, 2 * 1024);
    const { erasedSessions, ...deleted } = await deletePersonalData({ email });
    markErasedChats(erasedSessions);
    await audit(requestMeta(req), { action: "privacy_deleted", user, details: { ...deleted } });
    return Response.json({ deleted }, { headers: { "Cache-Control": "no-store" } });
  },
  { owner: true, stepUp: true },
);
