// The legal pages' "Last updated" date is the day of the request in the business's time zone,
// never the build date. proxy.ts sends /privacy-policy to /privacy-policy/<today>, a page cached
// for that day: static for every visitor, and a new one from midnight.
import { site } from "@/config/site";

const TIME_ZONE = site.timeZone;

const longDate = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeZone: TIME_ZONE,
});
const dateParts = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: TIME_ZONE,
});

/** `now` in Central time: a label ("November 21, 2026") and the matching ISO day ("2026-11-21"). */
export function lastUpdated(now: Date): { label: string; iso: string } {
  const parts = Object.fromEntries(dateParts.formatToParts(now).map((p) => [p.type, p.value]));
  return { label: longDate.format(now), iso: `${parts.year}-${parts.month}-${parts.day}` };
}

export const LEGAL_PATHS = ["/privacy-policy", "/content-disclaimer"] as const;

/** The day segment's date ("2026-11-21"), labelled, or null for anything else. */
export function legalDay(segment: string): { label: string; iso: string } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(segment)) return null;
  // Noon UTC is the same calendar day in Central time.
  const noon = new Date(`${segment}T12:00:00Z`);
  if (Number.isNaN(noon.getTime())) return null;
  const day = lastUpdated(noon);
  return day.iso === segment ? day : null;
}
