// POST /api/newsletter/confirm {token} — the confirmation page's button: the link's token works
// once (404 when unknown, used or older than seven days). A page with a button rather than the
// link itself, because mail scanners open links.
import { z } from "zod";
import { ApiError, handle, readJson } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/origin";
import { confirmSubscription } from "@/lib/db/queries/newsletter-subscribers";
import { enforcePerAddress } from "@/lib/rate-limit";

const LIMIT = { name: "newsletter-confirm", max: 20, windowMs: 10 * 60_000 };

const confirmSchema = z.strictObject({
  token: z.string({ error: "token must be text" }).min(1, "token is required").max(100),
});

export const POST = handle(async (req) => {
  assertSameOrigin(req);
  await enforcePerAddress(LIMIT, req);
  const { token } = await readJson(req, confirmSchema, 1024);
  const confirmed = await confirmSubscription(token);
  if (!confirmed) {
    throw new ApiError(
      "not_found",
      404,
      "This confirmation link has been used already or has expired. Subscribe again to get a new one.",
    );
  }
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
});
