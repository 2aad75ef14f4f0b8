// The legal pages' "Last updated" date is the day of the request in the business's time zone,
// never the build date.
import "server-only";
import { site } from "@/config/site";

const TIME_ZONE = site.timeZone;

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: TIME_ZONE });
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
