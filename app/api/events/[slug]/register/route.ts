// POST /api/events/{slug}/register {name, email, ticket_id?, answers?} — a free seat, or the
// waitlist of a full event: 202 whether the person is new, registered already or waiting, so no
// address can be probed. A form posted before the page's script loaded gets the thank-you page.
import { site } from "@/config/site";
import { ApiError, firstIssue, handle, readBodyLimited, readJson } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/origin";
import { REGISTERED_MESSAGE } from "@/lib/events/registered-message";
import { registerForEvent } from "@/lib/events/registration";
import { registrationSchema } from "@/lib/validations/registration";

const MAX_BYTES = 8 * 1024;

const isForm = (req: Request) =>
  /^application\/x-www-form-urlencoded\s*(;|$)/i.test(req.headers.get("content-type") ?? "");

async function readForm(req: Request) {
  const body = await readBodyLimited(
    req,
    MAX_BYTES,
    () => new ApiError("payload_too_large", 413, "The form is too large."),
  );
  const form = new URLSearchParams(body.toString("utf8"));
  const parsed = registrationSchema.safeParse({
    name: form.get("name") ?? "",
    email: form.get("email") ?? "",
    ticket_id: form.get("ticket_id") || undefined,
    answers: form.getAll("answers"),
  });
  if (!parsed.success) throw new ApiError("bad_request", 400, firstIssue(parsed.error));
  return parsed.data;
}

export const POST = handle<{ params: Promise<{ slug: string }> }>(async (req, ctx) => {
  assertSameOrigin(req);
  const { slug } = await ctx.params;
  const form = isForm(req);
  const input = form ? await readForm(req) : await readJson(req, registrationSchema, MAX_BYTES);
  const { event } = await registerForEvent(slug, input, req);
  if (form) {
    const to = new URL("/events/thank-you-event", site.url);
    to.searchParams.set("event", event.slug);
    to.searchParams.set("registered", "1");
    return Response.redirect(to, 303);
  }
  return Response.json(
    { ok: true, message: REGISTERED_MESSAGE },
    { status: 202, headers: { "Cache-Control": "no-store" } },
  );
});
