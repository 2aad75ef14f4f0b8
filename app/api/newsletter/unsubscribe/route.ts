// /api/newsletter/unsubscribe?token= — the link every issue carries. POST unsubscribes at once:
// the one click of RFC 8058 (a mail client posts "List-Unsubscribe=One-Click" from its own
// servers, so no origin check and any body), and the unsubscribe page's button. GET, a person
// following the link, is shown that page. No sign-in: the token is the proof.
import { z } from "zod";
import { site } from "@/config/site";
import { ApiError, handle, parseQuery } from "@/lib/api/errors";
import { unsubscribe } from "@/lib/db/queries/newsletter";
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
