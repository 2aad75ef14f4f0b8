// The post-purchase thank-you page (spec §2): confirmation, the bought event's details with the
// meeting link, calendar entries, next steps, sharing with the referral note and a strategy call.
// Before and during the event it welcomes a seat holder; afterwards, a buyer of the recording.
import { site } from "@/config/site";
import type { Exactly, IconName, TitledText } from "../types";

export const thankYou = {
  eyebrow: {
    upcoming: "Registration confirmed",
    live: "Registration confirmed",
    past: "Purchase confirmed",
  },
  heading: { upcoming: "You're Registered!", live: "You're Registered!", past: "You're All Set!" },
  intro: {
    upcoming:
      "Thank you for reserving your seat. Your receipt is on its way to your inbox, and we can't wait to see you there.",
    live: "Thank you for reserving your seat. Your receipt is on its way to your inbox, and the workshop is live now: join with the link below.",
    past: "Thank you for your purchase. Your receipt is on its way to your inbox, and the recording link and templates follow in a few minutes.",
  },
  detailsHeading: { upcoming: "Your Event", live: "Your Event", past: "Your Recording" },
  dateLabel: { upcoming: "Date", live: "Date", past: "Recorded on" },
  timeLabel: "Time",
  locationLabel: "Location",
  locationValue: "Online",
  meetingLinkLabel: "Join the meeting",
  meetingLinkLater: {
    upcoming: "the link arrives by email 24 hours before the start",
    live: "the link is in your confirmation email",
    past: "the recording link arrives by email",
  },
  /** Without a known Checkout Session (the page opened by anyone, or before Stripe told us). */
  generalHeading: "Your confirmation is on its way",
  generalText:
    "Your ticket's details, with the date, the time and how to join, arrive by email within a few minutes. Nothing there? Check your spam folder, or write to us and we will sort it out.",
  calendarHeading: "Add It to Your Calendar",
  calendarLabels: { google: "Google Calendar", outlook: "Outlook", other: "Other (.ics)" },
  icsFileName: "ai-for-business-workshop.ics",
  calendarDescription: `Live online workshop by ${site.company}: build an AI content strategy that attracts, engages and converts. Join with the meeting link; the recording is available right after.`,
  nextStepsHeading: "What Happens Next",
  shareHeading: "Bring a Colleague",
  shareText: `I just signed up for a workshop by ${site.company}. Join me!`,
  referralNote:
    "For every person you refer who attends, you get a free 30-minute strategy call with our team.",
  callHeading: "Want Help Sooner?",
  callText: "Talk through your goals with us on a free strategy call, no strings attached.",
  callLabel: "Book Your Free Strategy Call",
  linksLabel: `More from ${site.company}`,
  supportLabel: "Email support",
  metaTitle: "You're Registered: AI for Business Workshop",
  metaDescription:
    "Your seat at AI for Business, Part 1 is confirmed: event details, calendar links and what happens next.",
} as const;

type Step = TitledText & { icon: IconName };

/** The three next steps (spec): before and during the event, and once it is over. */
export const nextSteps: Exactly<Step, 3> = [
  {
    title: "Check Your Email",
    description: "Your receipt and registration confirmation arrive within a few minutes.",
    icon: "MailCheck",
  },
  {
    title: "Get Your Access Link",
    description: "24 hours before the event we email the meeting link and the workshop templates.",
    icon: "Link",
  },
  {
    title: "Join Live",
    description: "Click the link a few minutes early, bring your questions and build along.",
    icon: "Video",
  },
];

export const nextStepsAfter: Exactly<Step, 3> = [
  {
    title: "Check Your Email",
    description: "Your receipt arrives within a few minutes, with the recording link right after.",
    icon: "MailCheck",
  },
  {
    title: "Watch the Recording",
    description: "Watch the full session at your own pace, and pause to build along.",
    icon: "Video",
  },
  {
    title: "Use the Templates",
    description: "Put the content calendar and brand-voice prompts to work the same afternoon.",
    icon: "FileText",
  },
];

/** What a buyer shares: the event they bought. */
export const shareTextFor = (title: string) =>
  `I just signed up for "${title}", a workshop by ${site.company}. Join me!`;

/** The page's closing links; `eventPath`: the bought event's page (or /events). */
export const thankYouLinks = (eventPath: string): Array<{ label: string; href: string }> => [
  { label: "Home", href: "/" },
  { label: "Workshop details", href: eventPath },
  { label: "About us", href: "/about" },
  { label: "Services", href: "/services" },
];
