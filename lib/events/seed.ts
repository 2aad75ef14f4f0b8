// The spec's workshop (content/workshop) as the first event, at its fixed address.
import "server-only";
import { experts, phaseCopy, ticketItemText, tickets, workshop } from "@/content/workshop";
import type { NewEvent } from "@/lib/db/schema";
import { workshopTimes } from "./workshop";

export function seededWorkshop(): NewEvent {
  const { start, end } = workshopTimes();
  return {
    slug: workshop.path.replace("/events/", ""),
    title: workshop.title,
    summary: phaseCopy.intro.upcoming,
    startsAt: start,
    endsAt: end,
    timeZone: workshop.timeZone,
    meetingUrl: workshop.meetingUrl,
    hosts: experts.map((e) => ({ name: e.name, role: e.role })),
    // Ids "standard" and "vip": the buy buttons configured in the environment sell them.
    tickets: tickets.map((t) => ({
      id: t.id,
      name: t.name,
      priceCents: Math.round(t.price * 100),
      currency: "usd",
      items: t.items.map((i) => ticketItemText(i)),
      buyButtonId: null,
      paymentLink: null,
    })),
    status: "published",
  };
}
