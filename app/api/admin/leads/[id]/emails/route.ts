// POST /api/admin/leads/{id}/emails — the owner emails the lead ({subject, body}): sent through the outbox with Reply-To the owner (or the lead's reply address), logged in the lead's history; Idempotency-Key makes a retry send nothing
import { z } from "zod";
import { ApiError, firstIssue, readJson } from "@/lib/api/errors";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { emailLead } from "@/lib/leads/work";
import { idempotencyKey, leadEmailSchema } from "@/lib/validations/lead-changes";

const idParam = z.uuid();

export const POST = withAdmin<{ id: string }>(async (req, { params, user }) => {
  const id = idParam.safeParse((await params).id);
  if (!id.success) throw new ApiError("not_found", 404, "No such lead");
  const header = req.headers.get("idempotency-key");
  const key = header === null ? null : idempotencyKey.safeParse(header);
  if (key && !key.success) throw new ApiError("bad_request", 400, firstIssue(key.error));
  const input = await readJson(req, leadEmailSchema, 64 * 1024);
  const { email, repeated } = await emailLead(
    id.data,
    input,
    key?.data ?? null,
    user,
    requestMeta(req),
  );
  return repeated
    ? Response.json({ email }, { headers: { "Idempotent-Replayed": "true" } })
    : Response.json({ email }, { status: 201 });
});
