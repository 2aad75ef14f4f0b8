// POST /api/newsletter/subscribe {email, source?} — 202 for any valid address (no oracle); a form
// posted before the page's script loaded gets the "check your inbox" page (303) instead.
import { z } from "zod";
import { site } from "@/config/site";
import { newsletterInvite } from "@/content/newsletter";
import { ApiError, firstIssue, handle, readBodyLimited, readJson } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/origin";
import { requestSubscription } from "@/lib/db/queries/newsletter-subscribers";
import { deliverAfterResponse } from "@/lib/notify/deliver";
import { canSendMail } from "@/lib/notify/mail";
import { enforcePerAddress } from "@/lib/rate-limit";
import { emailAddress } from "@/lib/validations/common";

const PER_ADDRESS = { name: "newsletter", max: 5, windowMs: 10 * 60_000 };

const subscribeSchema = z.strictObject({
  email: emailAddress("email"),
  source: z
    .string({ error: "source must be text" })
    .max(300)
    .regex(/^\/[^\s]*$/, "source must be a path on this site")
    .optional(),
});

const isForm = (req: Request) =>
  /^application\/x-www-form-urlencoded\s*(;|$)/i.test(req.headers.get("content-type") ?? "");

/** The form as the browser posts it: two short fields. */
async function readForm(req: Request) {
  const body = await readBodyLimited(
    req,
    2048,
    () => new ApiError("payload_too_large", 413, "The form is too large."),
  );
  const text = body.toString("utf8");
  const fields = Object.fromEntries(new URLSearchParams(text));
  const parsed = subscribeSchema.safeParse(fields, { reportInput: true });
  if (!parsed.success) throw new ApiError("bad_request", 400, firstIssue(parsed.error));
  return parsed.data;
}

export const POST = handle(async (req) => {
  assertSameOrigin(req);
  if (!canSendMail()) {
    throw new ApiError("service_unavailable", 503, "The newsletter is not open yet.");
  }
  await enforcePerAddress(PER_ADDRESS, req);
  const form = isForm(req);
  const { email, source } = form ? await readForm(req) : await readJson(req, subscribeSchema, 1024);
  // Typed again and again, an address gets one confirmation mail per ten minutes at most.
  if (await requestSubscription({ email, source: source ?? null })) deliverAfterResponse();
  if (form) return Response.redirect(new URL("/newsletter/subscribed", site.url), 303);
  return Response.json(
    { ok: true, message: newsletterInvite.checkInbox },
    { status: 202, headers: { "Cache-Control": "no-store" } },
  );
});
