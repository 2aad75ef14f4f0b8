// A ticket holder's confirmation, access mail (24 h before), reminder (1 h before), recording
// and a waitlisted person's offer: written when sent,
// from the event as it is then, so a moved start or a new link reaches every buyer.
import "server-only";
import { site } from "@/config/site";
import { bookingHref } from "@/lib/booking-link";
import { someoneAttended } from "@/lib/db/queries/attendee-list";
import type { Event, EventAttendee } from "@/lib/db/schema";
import { ACCESS_MAIL_LEAD_MS, type AttendeeMailKind } from "@/lib/rules/attendee-mail";
import { icsText } from "./calendar";
import { eventSchedule, formatPrice } from "./public";
import { ticketReference } from "./reference";
import { seatLink } from "./seat-link";

export type AttendeeMail = {
  to: string;
  subject: string;
  text: string;
  ics?: { filename: string; content: string };
};

const hello = (a: EventAttendee) => `Hi ${a.name?.split(/\s+/)[0] || "there"},`;

function calendarFile(event: Event, page: string, now: Date, withJoin: boolean) {
  return {
    filename: `${event.slug}.ics`,
    content: icsText(
      {
        uid: `event-${event.id}@${new URL(site.url).hostname}`,
        title: event.title,
        description: event.summary,
        location: (withJoin && event.meetingUrl) || page,
        url: page,
        start: event.startsAt,
        end: event.endsAt,
        timeZone: event.timeZone,
        organizer: site.company,
      },
      { now },
    ),
  };
}

/** The mail of `kind` as it reads now (async: the "Can't make it?" link is signed). */
export async function attendeeMail(
  kind: AttendeeMailKind,
  { attendee, event, now = new Date() }: { attendee: EventAttendee; event: Event; now?: Date },
): Promise<AttendeeMail> {
  const when = eventSchedule(event);
  const page = `${site.url}/events/${event.slug}`;
  const withinDay = event.startsAt.getTime() - now.getTime() <= ACCESS_MAIL_LEAD_MS;
  // The join link goes out within 24 hours of the start; before that the access mail brings it.
  const showJoin = Boolean(event.meetingUrl) && (withinDay || attendee.status === "paid");
  const join = showJoin
    ? `Join here: ${event.meetingUrl}`
    : "Your join link comes by email 24 hours before the start.";
  const sign = ["", `See you there,`, site.company, site.supportEmail];
  const cantMakeIt = async (what = "Can't make it? Give your seat to someone on the waitlist") => [
    "",
    `${what}: ${await seatLink(event.slug, attendee.id)}`,
  ];
  const book = `${site.url}${bookingHref({ name: attendee.name, email: attendee.email })}`;
  if (kind === "confirmation" && attendee.status === "waitlisted") {
    return {
      to: attendee.email,
      subject: `You're on the waitlist: ${event.title}`,
      text: [
        hello(attendee),
        "",
        `${event.title} is full, so you're on the waitlist. If a seat opens, it goes to the`,
        "first person waiting, and we email you at once.",
        "",
        `When: ${when.date}, ${when.time}`,
        `The event's page: ${page}`,
        ...(await cantMakeIt("No longer interested? Leave the waitlist")),
        ...sign,
      ].join("\n"),
    };
  }
  if (kind === "offer" && attendee.status === "waitlisted") {
    const ticket = event.tickets.find((t) => t.id === attendee.ticketId);
    const buy = ticket?.paymentLink ? buyLink(ticket.paymentLink, event.id, ticket.id) : page;
    return {
      to: attendee.email,
      subject: `A seat opened: ${event.title}`,
      text: [
        hello(attendee),
        "",
        `A seat opened for ${event.title}, and you were first on the waitlist. It goes to whoever`,
        "buys it first, so don't wait long:",
        buy,
        "",
        `When: ${when.date}, ${when.time}`,
        ...sign,
      ].join("\n"),
    };
  }
  if (kind === "confirmation" || kind === "offer") {
    const ticket =
      attendee.status === "registered"
        ? `${attendee.ticketName} (free)`
        : attendee.amountCents > 0
          ? `${attendee.ticketName}, ${formatPrice(attendee.amountCents, attendee.currency)}`
          : `${attendee.ticketName} (guest)`;
    return {
      to: attendee.email,
      subject: kind === "offer" ? `You're in: ${event.title}` : `You're registered: ${event.title}`,
      text: [
        hello(attendee),
        "",
        kind === "offer"
          ? `Good news: a seat opened for ${event.title}, and it's yours.`
          : `Thank you, your seat is confirmed for ${event.title}.`,
        "",
        `When: ${when.date}, ${when.time}`,
        `Ticket: ${ticket}`,
        join,
        "",
        "The calendar file attached adds it to your calendar. We will send the access link and",
        "the templates 24 hours before the start.",
        "",
        `The event's page: ${page}`,
        ...(attendee.status === "registered" ? await cantMakeIt() : []),
        ...sign,
      ].join("\n"),
      ics: calendarFile(event, page, now, showJoin),
    };
  }
  if (kind === "reminder") {
    return {
      to: attendee.email,
      subject: `Starting in an hour: ${event.title}`,
      text: [
        hello(attendee),
        "",
        `${event.title} starts at ${when.startTime} today.`,
        "",
        event.meetingUrl ? `Join here: ${event.meetingUrl}` : `The event's page: ${page}`,
        ...(attendee.status === "registered" ? await cantMakeIt() : []),
        ...sign,
      ].join("\n"),
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
  // Once the owner has marked who came, who did not is told so, kindly.
  const missed = attendee.attendedAt === null && (await someoneAttended(event.id));
  return {
    to: attendee.email,
    subject: missed ? `Sorry we missed you: ${event.title}` : `The recording: ${event.title}`,
    text: [
      hello(attendee),
      "",
      missed
        ? `Sorry we missed you at ${event.title}. The recording is here, to watch when it suits you:`
        : `Thank you for joining ${event.title}. The recording is here:`,
      event.recordingUrl ?? page,
      ...(event.materialsUrl ? ["", `Templates and materials: ${event.materialsUrl}`] : []),
      "",
      `Want to talk through what it means for your business? Book a call: ${book}`,
      ...sign,
    ].join("\n"),
  };
}

function buyLink(paymentLink: string, eventId: string, ticketId: string): string {
  const href = new URL(paymentLink);
  href.searchParams.set("client_reference_id", ticketReference(eventId, ticketId));
  return href.toString();
}
