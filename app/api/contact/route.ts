// POST /api/contact — store a contact-form message, which becomes an inbox lead (validated, size-capped, rate-limited per IP;
// an Idempotency-Key header makes a resend of the same submission answer with the stored message)

import { site } from "@/config/site";
import { ApiError, handle, readJson } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/origin";
import { contactSchema, serviceLabels } from "@/lib/contact";
import {
  createContactMessage,
  findContactSubmission,
  SubmissionKeyReused,
} from "@/lib/db/queries/contact";
import { metrics } from "@/lib/metrics";
import { deliverAfterResponse } from "@/lib/notify/deliver";
import { notifyAfterContact } from "@/lib/notify/queue";
import {
  addressKey,
  clientIp,
  enforcePerAddress,
  release,
  reserve,
  tooManyRequests,
} from "@/lib/rate-limit";
import { localDate } from "@/lib/utils/local-date";
import { CONTACT_MAX_BYTES } from "@/lib/validations/contact";

export const CONTACT_LIMIT = { name: "contact", max: 5, windowMs: 10 * 60_000 };
/** Every request, counted before its body is read: resends and refusals are not messages
 * (CONTACT_LIMIT), but each still costs parsing. */
export const CONTACT_ATTEMPTS = { name: "contact-attempts", max: 30, windowMs: 10 * 60_000 };

/** The form's random key per submission (crypto.randomUUID or 32 hex digits). */
const SUBMISSION_KEY = /^[A-Za-z0-9_-]{16,100}$/;

function submissionKeyOf(req: Request): string | undefined {
  const key = req.headers.get("idempotency-key");
  if (key === null) return undefined;
  if (!SUBMISSION_KEY.test(key)) {
    throw new ApiError(
      "bad_request",
      400,
      "Idempotency-Key must be 16 to 100 letters, digits, hyphens or underscores.",
    );
  }
  return key;
}

const keyReused = (err: unknown) => {
  if (!(err instanceof SubmissionKeyReused)) throw err;
  throw new ApiError(
    "conflict",
    409,
    "This Idempotency-Key was already used for a different message.",
  );
};

export const POST = handle(async (req) => {
  assertSameOrigin(req);
  await enforcePerAddress(CONTACT_ATTEMPTS, req);
  const submissionKey = submissionKeyOf(req);
  const input = await readJson(req, contactSchema, CONTACT_MAX_BYTES);
  // Only new messages count toward the limit: a resend of one already stored (its answer was
  // lost) is answered even past it, and gives back the request it was counted as.
  const address = addressKey(clientIp(req));
  const counted = await reserve(CONTACT_LIMIT, address);
  if (!counted.ok) {
    const stored = submissionKey
      ? await findContactSubmission(input, submissionKey).catch(keyReused)
      : null;
    if (!stored) throw tooManyRequests(counted.retryAfterMs);
    return answer(stored);
  }
  const saved = await createContactMessage(
    {
      ...input,
      serviceLabel: input.service ? (serviceLabels[input.service] ?? input.service) : null,
      interactionDate: localDate(new Date(), site.timeZone),
    },
    { afterSave: notifyAfterContact, submissionKey },
  ).catch(keyReused);
  if (saved.repeated) await release(CONTACT_LIMIT, address, counted.id);
  else {
    metrics().leadsSaved.inc({ source: "contact", created: "true" });
    // The visitor's answer never waits for a notification: delivery runs after it is sent.
    deliverAfterResponse();
  }
  return answer(saved);
});

function answer(saved: { id: string; createdAt: Date; repeated: boolean }) {
  // A repeat (the first answer was lost on the way) gets the first one's answer, as 200.
  return Response.json(
    { id: saved.id, createdAt: saved.createdAt.toISOString() },
    { status: saved.repeated ? 200 : 201, headers: { "Cache-Control": "no-store" } },
  );
}
