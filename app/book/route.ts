// GET /book — to the booking calendar (BOOKING_URL, read at run time): every "book a call"
// button on the static pages points here, so changing the calendar needs only a restart.
// Without a calendar it leads to the contact form's "Request a call", on whatever host served it.
// `name` and `email`, when given and well-formed, go along for the form or calendar to fill in.
import { site } from "@/config/site";
import { isEmailAddress } from "@/lib/validations/patterns";

export const dynamic = "force-dynamic";

export function GET(req: Request) {
  const asked = new URL(req.url).searchParams;
  const target = new URL(site.bookingUrl ?? site.callRequestPath, "http://own.invalid");
  const name = asked.get("name")?.trim() ?? "";
  const email = asked.get("email")?.trim() ?? "";
  if (name && name.length <= 100 && !/[\p{Cc}]/u.test(name)) target.searchParams.set("name", name);
  if (isEmailAddress(email)) target.searchParams.set("email", email);
  const location = site.bookingUrl ? target.toString() : `${target.pathname}${target.search}`;
  return new Response(null, {
    status: 307,
    headers: { Location: location, "Cache-Control": "no-store" },
  });
}
