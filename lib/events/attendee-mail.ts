// A ticket holder's confirmation, access mail (24 h before) and recording: written when sent,
// from the event as it is then, so a moved start or a new link reaches every buyer.
import "server-only";
import { site } from "@/config/site";
import type { Event, EventAttendee } from "@/lib/db/schema";
import type { AttendeeMailKind } from "@/lib/rules/attendee-mail";
import { icsText } from "./calendar";
import { eventSchedule, formatPrice } from "./public";

export type AttendeeMail = {
  to: string;
  subject: string;
  text: string;
  ics?: { filename: string; content: string };
};

const hello = (a: EventAttendee) => `Hi ${a.name?.split(/\s+/)[0] || "there"},`;

export function attendeeMail(
  kind: AttendeeMailKind,
  { attendee, event, now = new Date() }: { attendee: EventAttendee; event: Event; now?: Date },
): AttendeeMail {
  const when = eventSchedule(event);
  const page = `${site.url}/events/${event.slug}`;
  const join = event.meetingUrl
    ? `Join here: ${event.meetingUrl}`
    : "Your join link comes by email 24 hours before the start.";
  const sign = ["", `See you there,`, site.company, site.supportEmail];
  if (kind === "confirmation") {
    const paid =
      attendee.amountCents > 0
        ? `${attendee.ticketName}, ${formatPrice(attendee.amountCents, attendee.currency)}`
        : `${attendee.ticketName} (guest)`;
    return {
      to: attendee.email,
      subject: `You're registered: ${event.title}`,
      text: [
        hello(attendee),
        "",
        `Thank you, your seat is confirmed for ${event.title}.`,
        "",
        `When: ${when.date}, ${when.time}`,
        `Ticket: ${paid}`,
        join,
        "",
        "The calendar file attached adds it to your calendar. We will send the access link and",
        "the templates 24 hours before the start.",
        "",
        `The event's page: ${page}`,
        ...sign,
      ].join("\n"),
      ics: {
        filename: `${event.slug}.ics`,
        content: icsText(
          {
            uid: `event-${event.id}@${new URL(site.url).hostname}`,
            title: event.title,
            description: event.summary,
            location: event.meetingUrl ?? page,
            url: page,
            start: event.startsAt,
            end: event.endsAt,
            timeZone: event.timeZone,
            organizer: site.company,
          },
          { now },
        ),
      },
    };
  }
  if (kind === "access") {
    return {
      to: attendee.email,
      subject: `Your access link: ${event.title}, ${when.date}`,
      text: [
        hello(attendee),
        "",
        `${event.title} starts ${when.date} at ${when.startTime}.`,
        "",
        join,
        ...(event.materialsUrl ? [`Templates and materials: ${event.materialsUrl}`] : []),
        "",
        "Join a few minutes early to test your sound. Questions before then? Just reply.",
        ...sign,
      ].join("\n"),
    };
  }
  return {
    to: attendee.email,
    subject: `The recording: ${event.title}`,
    text: [
      hello(attendee),
      "",
      `Thank you for joining ${event.title}. The recording is here:`,
      event.recordingUrl ?? page,
      ...(event.materialsUrl ? ["", `Templates and materials: ${event.materialsUrl}`] : []),
      ...sign,
    ].join("\n"),
  };
}
