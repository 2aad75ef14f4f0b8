// "Book a call" with what the visitor already told us: /book passes name and email on to the
// calendar (Cal.com and Calendly both fill their form from them).

/** The site's booking address, with the visitor's name and email when known. */
export function bookingHref(
  who: { name?: string | null; email?: string | null } = {},
  base = "/book",
): string {
  const params = new URLSearchParams();
  if (who.name?.trim()) params.set("name", who.name.trim());
  if (who.email?.trim()) params.set("email", who.email.trim());
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
