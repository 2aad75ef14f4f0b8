// Follow-ups live in the agency's calendar: a day chosen on the lead's page falls due at 9 a.m.
// there, and "today" and "overdue" are the agency's today, wherever the owner reads them.
import { site } from "@/config/site";
import { localDate } from "@/lib/utils/local-date";
import { zonedInstant } from "@/lib/utils/time";
import { addDays } from "@/lib/validations/overview";

/** The hour a follow-up day falls due, on the agency's clock. */
const DUE_AT = "09:00";

/** The instant a follow-up on `day` (YYYY-MM-DD in the agency's calendar) falls due. */
export const followUpInstant = (day: string) => zonedInstant(`${day}T${DUE_AT}`, site.timeZone);

/** The agency's today, and where it starts and ends. */
export function agencyToday(now = new Date()) {
  const today = localDate(now, site.timeZone);
  return {
    today,
    start: zonedInstant(`${today}T00:00`, site.timeZone),
    end: zonedInstant(`${addDays(today, 1)}T00:00`, site.timeZone),
  };
}
