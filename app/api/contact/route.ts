// POST /api/contact — store a contact-form message, which becomes an inbox lead (validated, size-capped, rate-limited per IP)

import { site } from "@/config/site";
import { handle, readJson } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/origin";
import { contactSchema, serviceLabels } from "@/lib/contact";
import { localDate } from "@/lib/csv";
import { createContactMessage } from "@/lib/db/queries/contact";
import { deliverAfterResponse } from "@/lib/notify/deliver";
import { notifyAfterContact } from "@/lib/notify/queue";
import { enforcePerAddress } from "@/lib/rate-limit";
import { CONTACT_MAX_BYTES } from "@/lib/validations/contact";

export const CONTACT_LIMIT = { name: "contact", max: 5, windowMs: 10 * 60_000 };

export const POST = handle(async (req) => {
  assertSameOrigin(req);
  await enforcePerAddress(CONTACT_LIMIT, req);
  const input = await readJson(req, contactSchema, CONTACT_MAX_BYTES);
  const saved = await createContactMessage(
    {
      ...input,
      serviceLabel: input.service ? (serviceLabels[input.service] ?? input.service) : null,
      interactionDate: localDate(new Date(), site.timeZone),
    },
    { afterSave: notifyAfterContact },
  );
  // The visitor's answer never waits for a notification: delivery runs after it is sent.
  deliverAfterResponse();
  return Response.json(
    { id: saved.id, createdAt: saved.createdAt.toISOString() },
    { status: 201, headers: { "Cache-Control": "no-store" } },
  );
});
