// POST /api/admin/leads/{id}/emails — the owner emails the lead ({subject, body}): sent through the outbox with Reply-To the owner, logged in the lead's history; Idempotency-Key makes a retry send nothing
import { z } from "zod";
import { ApiError, readJson } from "@/lib/api/errors";
import { audit, requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { queueLeadEmail } from "@/lib/db/queries/lead-emails";
import { emailToWire } from "@/lib/leads/detail";
import { deliverAfterResponse } from "@/lib/notify/deliver";
import { canSendMail } from "@/lib/notify/mail";
import { leadEmailSchema } from "@/lib/validations/summaries";

const idParam = z.uuid();
// Printable ASCII without spaces, as clients write them (a UUID, usually).
const KEY = /^[\x21-\x7E]{1,255}$/;

export const POST = withAdmin<{ id: string }>(async (req, { params, user }) => {
  const id = idParam.safeParse((await params).id);
  if (!id.success) throw new ApiError("not_found", 404, "No such lead");
  const key = req.headers.get("idempotency-key");
  if (key !== null && !KEY.test(key)) {
    throw new ApiError(
      "bad_request",
      400,
      "Idempotency-Key must be 1 to 255 printable characters without spaces",
    );
  }
  const { subject, body } = await readJson(req, leadEmailSchema, 64 * 1024);
  if (!canSendMail()) {
    throw new ApiError(
      "service_unavailable",
      503,
      "Sending email is not set up on this site: write from your own mail program instead",
    );
  }
  const author = user.name || user.email;
  const result = await queueLeadEmail({
    leadId: id.data,
    author: { id: user.id, name: author, email: user.email },
    subject,
    body,
    idempotencyKey: key,
  });
  switch (result.outcome) {
    case "no_lead":
      throw new ApiError("not_found", 404, "No such lead");
    case "no_address":
      throw new ApiError("conflict", 409, "This lead has no email address to write to");
    case "key_reused":
      throw new ApiError(
        "conflict",
        409,
        "This Idempotency-Key was already used for a different email to this lead",
      );
    case "repeated":
      return Response.json(
        { email: emailToWire(result.email) },
        { headers: { "Idempotent-Replayed": "true" } },
      );
  }
  await audit(requestMeta(req), {
    action: "lead_changed",
    user,
    // That an email went, not its words: a privacy deletion does not reach the audit log.
    details: { lead: id.data, email: true },
  });
  deliverAfterResponse();
  return Response.json({ email: emailToWire(result.email) }, { status: 201 });
});
