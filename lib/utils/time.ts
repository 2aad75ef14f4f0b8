// Event times are written as wall-clock times in the event's own time zone ("2025-09-04T11:30"
// in America/Chicago) and turned into instants with @date-fns/tz, never with a hard-coded UTC
// offset: the same content stays right whether the date falls in standard or daylight time.
import { TZDate } from "@date-fns/tz";
import { differenceInMinutes, format } from "date-fns";

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The instant at which the wall clock of `timeZone` shows `local` ("YYYY-MM-DDTHH:mm[:ss]"). */
export function zonedInstant(local: string, timeZone: string): Date {
  const m = LOCAL.exec(local);
  if (!m) throw new Error(`Expected a local date-time like 2025-09-04T11:30, got "${local}"`);
  const part = (i: number) => Number(m[i] ?? 0);
  const zoned = new TZDate(part(1), part(2) - 1, part(3), part(4), part(5), part(6), timeZone);
  const instant = new Date(zoned.getTime());
  if (Number.isNaN(instant.getTime())) throw new Error(`Unknown time zone "${timeZone}"`);
  return instant;
}

/** Formats an instant as the wall clock of `timeZone` shows it (date-fns pattern). */
export function formatInZone(instant: Date, pattern: string, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), pattern);
}

/** "20250904T163000Z": the UTC form used by iCalendar (RFC 5545 DATE-TIME, form 2). */
export function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

export type ScheduleLabels = {
  /** "Thursday, September 4, 2025" */
  date: string;
  /** "11:30 AM – 12:30 PM CT" */
  time: string;
  /** "11:30 AM CT" */
  startTime: string;
  /** "1 hour", "90 minutes" */
  duration: string;
};

/** Human labels of a schedule in the event's time zone; `zoneLabel` is e.g. "CT". */
export function scheduleLabels(
  { start, end }: { start: Date; end: Date },
  timeZone: string,
  zoneLabel: string,
): ScheduleLabels {
  const clock = (d: Date) => formatInZone(d, "h:mm a", timeZone);
  const minutes = differenceInMinutes(end, start);
  const duration =
    minutes % 60 === 0
      ? `${minutes / 60} ${minutes === 60 ? "hour" : "hours"}`
      : `${minutes} minutes`;
  return {
    date: formatInZone(start, "EEEE, MMMM d, yyyy", timeZone),
    time: `${clock(start)} – ${clock(end)} ${zoneLabel}`,
    startTime: `${clock(start)} ${zoneLabel}`,
    duration,
  };
}
