// The spec's workshop (content/workshop) as the first event, at its fixed address: its description
// (what is built live) and hosts (photo, what each covers) are the event's own fields from then
// on, edited in the event editor like any event's.
import "server-only";
import {
  buildLive,
  buildLiveSection,
  experts,
  phaseCopy,
  ticketItemText,
  tickets,
  workshop,
} from "@/content/workshop";
import { renderMarkdown } from "@/lib/content/markdown";
import type { EventHostJson, NewEvent } from "@/lib/db/schema";
import { workshopTimes } from "./workshop";

/** The spec's "What We'll Build Live" as the workshop's description. */
export function workshopDescription(): string {
  const builds = buildLive.map((b) =>
    [`### ${b.title}`, b.description, b.outcomes.map((o) => `- ${o}`).join("\n")].join("\n\n"),
  );
  return [`## ${buildLiveSection.heading}`, buildLiveSection.intro, ...builds].join("\n\n");
}

/** The spec's hosts, as the first databases had them (a name and a role). */
export const firstSeededHosts = (): EventHostJson[] =>
  experts.map((e) => ({ name: e.name, role: e.role }));

export const workshopHosts = (): EventHostJson[] =>
  experts.map((e) => ({ name: e.name, role: e.role, bio: e.focus, photo: e.image ?? null }));

export function seededWorkshop(): NewEvent {
  const { start, end } = workshopTimes();
  const bodyMarkdown = workshopDescription();
  return {
    slug: workshop.path.replace("/events/", ""),
    title: workshop.title,
    summary: phaseCopy.intro.upcoming,
    bodyMarkdown,
    body: renderMarkdown(bodyMarkdown),
    startsAt: start,
    endsAt: end,
    timeZone: workshop.timeZone,
    meetingUrl: workshop.meetingUrl,
    hosts: workshopHosts(),
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
