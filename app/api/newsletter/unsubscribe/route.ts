// /api/newsletter/unsubscribe?token= — POST unsubscribes (RFC 8058's one click comes from a mail
// provider's servers: no origin check, any body); GET sends a person to the page with the button.
import { z } from "zod";
import { site } from "@/config/site";
import { ApiError, handle, parseQuery } from "@/lib/api/errors";
import { unsubscribe } from "@/lib/db/queries/newsletter-subscribers";
import { enforcePerAddress } from "@/lib/rate-limit";

const LIMIT = { name: "newsletter-unsubscribe", max: 30, windowMs: 10 * 60_000 };

const tokenQuery = z.object({
  token: z.string({ error: "token is required" }).min(1, "token is required").max(100),
});

export const POST = handle(async (req) => {
  await enforcePerAddress(LIMIT, req);
  const { token } = parseQuery(req, tokenQuery);
  if (!(await unsubscribe(token))) {
    throw new ApiError("not_found", 404, "This unsubscribe link is not one of ours.");
  }
  return Response.json(
    { ok: true, message: "You are unsubscribed: no more newsletters will be sent to you." },
    { headers: { "Cache-Control": "no-store" } },
  );
});

export const GET = handle(async (req) => {
  const { token } = parseQuery(req, tokenQuery);
  const page = new URL("/newsletter/unsubscribe", site.url);
  page.searchParams.set("token", token);
  return Response.redirect(page, 303);
});
