// POST /api/contact — store a contact-form message (validated, size-capped, rate-limited per IP)
import { handle, readJson } from "@/lib/api/errors";
import { createContactMessage } from "@/lib/db/queries/contact";
import { clientIp, enforce } from "@/lib/rate-limit";
import { CONTACT_MAX_BYTES, contactSchema } from "@/lib/validations/contact";

export const CONTACT_LIMIT = { name: "contact", max: 5, windowMs: 10 * 60_000 };

export const POST = handle(async (req) => {
  await enforce(CONTACT_LIMIT, clientIp(req));
  const input = await readJson(req, contactSchema, CONTACT_MAX_BYTES);
  const saved = await createContactMessage(input);
  return Response.json(
    { id: saved.id, createdAt: saved.createdAt.toISOString() },
    { status: 201, headers: { "Cache-Control": "no-store" } },
  );
});
