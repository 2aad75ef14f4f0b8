import { describe, expect, it } from "vitest";
import { thankYou, workshop } from "@/content/workshop";
import {
  type CalendarEvent,
  escapeIcsText,
  foldIcsLine,
  googleCalendarUrl,
  icsText,
  outlookCalendarUrl,
} from "@/lib/events/calendar";
import { SHARE_POPUP, sharePopupFeatures } from "@/lib/events/share-popup";
import { workshopCalendarEvent } from "@/lib/events/workshop";

const event: CalendarEvent = workshopCalendarEvent({
  siteUrl: "https://bluebonnetlabs.ai",
  organizer: "Bluebonnet Labs",
  description: thankYou.calendarDescription,
});

const DTSTAMP_NOW = new Date("2026-11-20T15:04:05.678Z");

/** Undoes RFC 5545 line folding and splits the file into its content lines. */
const contentLines = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .slice(0, -1);

describe("Google Calendar link", () => {
  const href = googleCalendarUrl(event);
  const url = new URL(href);

  it("opens the compose page with title, description, location and Chicago local times", () => {
    expect(`${url.origin}${url.pathname}`).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("AI for Business, Part 1: The Future of Content");
    expect(url.searchParams.get("dates")).toBe("20250904T113000/20250904T123000");
    expect(url.searchParams.get("ctz")).toBe("America/Chicago");
    expect(url.searchParams.get("details")).toContain(thankYou.calendarDescription);
    expect(url.searchParams.get("details")).toContain(
      "https://bluebonnetlabs.ai/events/ai-automation-workshop-austin",
    );
    expect(url.searchParams.get("location")).toBe(workshop.meetingUrl);
  });

  it("keeps the date range and zone readable in the address", () => {
    expect(href).toContain("dates=20250904T113000/20250904T123000");
    expect(href).toContain("ctz=America/Chicago");
    expect(href).not.toContain("+");
  });
});

describe("Outlook on the web link", () => {
  const url = new URL(outlookCalendarUrl(event));

  it("opens the compose page with subject, body, location and times with their offset", () => {
    expect(`${url.origin}${url.pathname}`).toBe(
      "https://outlook.live.com/calendar/0/action/compose",
    );
    expect(url.searchParams.get("rru")).toBe("addevent");
    expect(url.searchParams.get("path")).toBe("/calendar/action/compose");
    expect(url.searchParams.get("subject")).toBe(workshop.title);
    expect(url.searchParams.get("startdt")).toBe("2025-09-04T11:30:00-05:00");
    expect(url.searchParams.get("enddt")).toBe("2025-09-04T12:30:00-05:00");
    expect(url.searchParams.get("allday")).toBe("false");
    expect(url.searchParams.get("body")).toContain(thankYou.calendarDescription);
    expect(url.searchParams.get("location")).toBe(workshop.meetingUrl);
  });

  it("names the same instants as the .ics file", () => {
    expect(new Date(url.searchParams.get("startdt") ?? "").toISOString()).toBe(
      "2025-09-04T16:30:00.000Z",
    );
    expect(new Date(url.searchParams.get("enddt") ?? "").toISOString()).toBe(
      "2025-09-04T17:30:00.000Z",
    );
  });
});

describe(".ics file", () => {
  const ics = icsText(event, { now: DTSTAMP_NOW });
  const lines = contentLines(ics);

  it("uses CRLF line ends only and ends with one", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("keeps every physical line within 75 octets", () => {
    const encoder = new TextEncoder();
    for (const line of ics.split("\r\n"))
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
  });

  it("is one VCALENDAR holding one VEVENT with one VALARM", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.find((l) => l.startsWith("PRODID:"))).toBe(
      "PRODID:-//Bluebonnet Labs//Events//EN",
    );
    const order = ["BEGIN:VEVENT", "BEGIN:VALARM", "END:VALARM", "END:VEVENT"].map((l) =>
      lines.indexOf(l),
    );
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("has a stable UID, a DTSTAMP of the moment it was made, and UTC start and end", () => {
    expect(lines).toContain("UID:ai-for-business-part-1-2025-09-04@bluebonnetlabs.ai");
    expect(lines).toContain("DTSTAMP:20261120T150405Z");
    expect(lines).toContain("DTSTART:20250904T163000Z");
    expect(lines).toContain("DTEND:20250904T173000Z");
    expect(lines).toContain("STATUS:CONFIRMED");
  });

  it("names the event, escaping the comma in its title, and gives the meeting link as location", () => {
    expect(lines).toContain("SUMMARY:AI for Business\\, Part 1: The Future of Content");
    expect(lines).toContain(`LOCATION:${workshop.meetingUrl}`);
    expect(lines.find((l) => l.startsWith("DESCRIPTION:"))).toContain("\\n\\nhttps://");
  });

  it("reminds 15 minutes before with a display alarm", () => {
    const alarm = lines.slice(lines.indexOf("BEGIN:VALARM"), lines.indexOf("END:VALARM") + 1);
    expect(alarm).toContain("ACTION:DISPLAY");
    expect(alarm).toContain("TRIGGER:-PT15M");
    expect(alarm.some((l) => l.startsWith("DESCRIPTION:"))).toBe(true);
  });
});

describe("iCalendar text rules", () => {
  it("escapes backslashes, semicolons, commas and line breaks", () => {
    expect(escapeIcsText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds long lines without splitting a character, and unfolding restores them", () => {
    const line = `DESCRIPTION:${"Café ☕ Austin 🌵 ".repeat(12)}`;
    const folded = foldIcsLine(line);
    const encoder = new TextEncoder();
    for (const part of folded.split("\r\n"))
      expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split("\r\n")
        .slice(1)
        .every((p) => p.startsWith(" ")),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  it("leaves short lines alone", () => {
    expect(foldIcsLine("STATUS:CONFIRMED")).toBe("STATUS:CONFIRMED");
  });
});

describe("share popup", () => {
  it("is 600 by 400, centred on the visitor's window, without a handle on our tab", () => {
    const features = sharePopupFeatures({
      screenX: 100,
      screenY: 50,
      outerWidth: 1400,
      outerHeight: 900,
    });
    expect(SHARE_POPUP).toEqual({ width: 600, height: 400 });
    expect(features.split(",")).toEqual([
      "popup=yes",
      "width=600",
      "height=400",
      "left=500",
      "top=300",
      "noopener",
    ]);
  });

  it("never places the popup off screen", () => {
    expect(
      sharePopupFeatures({ screenX: 0, screenY: 0, outerWidth: 320, outerHeight: 300 }),
    ).toContain("left=0,top=0");
  });
});
