// "Add to calendar" for an event (spec §7): compose links for Google Calendar and Outlook on the
// web, and an iCalendar file (RFC 5545) for every other calendar app. Pure functions: the
// browser only turns the .ics text into a download.
import { formatInZone, utcStamp } from "@/lib/utils/time";

export type CalendarEvent = {
  /** Globally unique and stable, so importing the file twice updates rather than duplicates. */
  uid: string;
  title: string;
  description: string;
  /** Where it happens: for an online event, the meeting link. */
  location: string;
  /** The event's page, if any. */
  url?: string;
  start: Date;
  end: Date;
  /** IANA zone the event is planned in; the web calendars show it in this zone. */
  timeZone: string;
  /** Who publishes the file, for the PRODID line (the company). */
  organizer: string;
};

export const ICS_MIME_TYPE = "text/calendar;charset=utf-8";

/** Minutes before the start at which calendar apps show a reminder. */
export const ICS_ALARM_MINUTES = 15;

// Values go through encodeURIComponent (spaces as %20, which every calendar decodes; "+" is
// read as a space by some and as a plus by others). Date ranges and zone names keep their "/".
const param = (name: string, value: string, keepSlash = false) => {
  const encoded = encodeURIComponent(value);
  return `${name}=${keepSlash ? encoded.replace(/%2F/g, "/") : encoded}`;
};

/** Google Calendar's compose page, with local times and `ctz` set to the event's zone. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const local = (d: Date) => formatInZone(d, "yyyyMMdd'T'HHmmss", event.timeZone);
  return `https://calendar.google.com/calendar/render?${[
    param("action", "TEMPLATE"),
    param("text", event.title),
    param("dates", `${local(event.start)}/${local(event.end)}`, true),
    param("ctz", event.timeZone, true),
    param("details", event.url ? `${event.description}\n\n${event.url}` : event.description),
    param("location", event.location),
  ].join("&")}`;
}

/** Outlook on the web's compose page; times carry their UTC offset, so no zone is assumed. */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const withOffset = (d: Date) => formatInZone(d, "yyyy-MM-dd'T'HH:mm:ssXXX", event.timeZone);
  return `https://outlook.live.com/calendar/0/action/compose?${[
    param("path", "/calendar/action/compose", true),
    param("rru", "addevent"),
    param("subject", event.title),
    param("startdt", withOffset(event.start)),
    param("enddt", withOffset(event.end)),
    param("allday", "false"),
    param("body", event.url ? `${event.description}\n\n${event.url}` : event.description),
    param("location", event.location),
  ].join("&")}`;
}

/** Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/** Folds a line to at most 75 octets (RFC 5545 §3.1), continuations starting with a space, never
 * splitting a UTF-8 sequence. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    if (size + octets > limit) {
      parts.push(current);
      current = "";
      size = 0;
      limit = 74; // the leading space of a continuation line counts towards its 75
    }
    current += char;
    size += octets;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The .ics file of one event, with a display reminder; `now` is the DTSTAMP. */
export function icsText(event: CalendarEvent, { now }: { now: Date }): string {
  const text = (name: string, value: string) => `${name}:${escapeIcsText(value)}`;
  const description = event.url ? `${event.description}\n\n${event.url}` : event.description;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeIcsText(event.organizer)}//Events//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    text("UID", event.uid),
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    text("SUMMARY", event.title),
    text("DESCRIPTION", description),
    text("LOCATION", event.location),
    ...(event.url ? [`URL:${event.url}`] : []),
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    text("DESCRIPTION", `Starts in ${ICS_ALARM_MINUTES} minutes: ${event.title}`),
    `TRIGGER:-PT${ICS_ALARM_MINUTES}M`,
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}
