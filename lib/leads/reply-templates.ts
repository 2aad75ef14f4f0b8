// The owner's starting points for an email to a lead, with the lead's first name and the owner's
// own filled in. Plain text: it goes out as the owner wrote it, and reads the same in any client.
import { site } from "@/config/site";
import { bookingHref } from "@/lib/booking-link";

export type ReplyTemplate = { id: string; label: string; subject: string; body: string };

type Who = { name: string | null; email: string | null; company: string | null };

const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] ?? "";

export function replyTemplates(lead: Who, owner: { name: string }): ReplyTemplate[] {
  const hi = firstName(lead.name) ? `Hi ${firstName(lead.name)},` : "Hi there,";
  const sign = `Best,\n${owner.name}\n${site.company}`;
  const booking = `${site.url}${bookingHref({ name: lead.name, email: lead.email })}`;
  return [
    {
      id: "thanks",
      label: "Thanks for reaching out",
      subject: `Thanks for reaching out to ${site.company}`,
      body: `${hi}\n\nThanks for getting in touch. I read through what you shared${lead.company ? ` about ${lead.company}` : ""} and I'd be glad to help.\n\nWhat would be the best time for a short call this week?\n\n${sign}`,
    },
    {
      id: "call",
      label: "Book a call",
      subject: "Let's find a time to talk",
      body: `${hi}\n\nThe quickest way forward is a 30-minute call. Pick any time that suits you here:\n${booking}\n\n${sign}`,
    },
    {
      id: "check-in",
      label: "Checking in",
      subject: "Checking in",
      body: `${hi}\n\nI wanted to check in on our conversation. Is this still something you're looking at? Happy to answer any questions, or to step back if the timing isn't right.\n\n${sign}`,
    },
  ];
}
