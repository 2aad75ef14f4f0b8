// An event as search engines read it: its state, its offset times, what is on sale and how many
// seats are left, the public page as the place and never the join link.
import { describe, expect, it } from "vitest";
import type { Event } from "@/lib/db/schema";
import { availability, eventJsonLd } from "@/lib/events/json-ld";

const event: Event = {
  id: "7b0c9f1e-3d1a-4c3e-9a55-1f1f1f1f1f1f",
  slug: "spring-clinic",
  title: "Spring AI Clinic",
  summary: "Bring a process; leave with an automation plan.",
  bodyMarkdown: "",
  body: "",
  startsAt: new Date("2027-03-10T16:00:00Z"),
  endsAt: new Date("2027-03-10T17:00:00Z"),
  previousStartsAt: null,
  timeZone: "America/Chicago",
  meetingUrl: "https://meet.example.com/secret-room",
  recordingUrl: null,
  materialsUrl: null,
  capacity: 20,
  questions: [],
  hosts: [{ name: "Marcus Reed", role: "CTO" }],
  tickets: [
    {
      id: "free",
      name: "Free seat",
      priceCents: 0,
      currency: "usd",
      items: [],
      buyButtonId: null,
      paymentLink: null,
    },
    {
      id: "vip",
      name: "VIP",
      priceCents: 4995,
      currency: "usd",
      items: [],
      buyButtonId: null,
      paymentLink: null,
    },
  ],
  status: "published",
  publishAt: null,
  createdAt: new Date("2027-01-01T00:00:00Z"),
  updatedAt: new Date("2027-01-01T00:00:00Z"),
};
const options = {
  siteUrl: "https://example.test",
  organizer: "Example Co",
  taken: 3,
  now: new Date("2027-03-01T00:00:00Z"),
};

describe("eventJsonLd", () => {
  it("describes an upcoming event with its zone's offset, its page as the place, and its offers", () => {
    const ld = eventJsonLd(event, options);
    expect(ld).toMatchObject({
      "@type": "Event",
      name: "Spring AI Clinic",
      description: event.summary,
      image: ["https://example.test/events/spring-clinic/social.png"],
      startDate: "2027-03-10T10:00:00-06:00",
      endDate: "2027-03-10T11:00:00-06:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: "https://example.test/events/spring-clinic" },
      organizer: { "@type": "Organization", name: "Example Co", url: "https://example.test" },
      performer: [{ "@type": "Person", name: "Marcus Reed", jobTitle: "CTO" }],
    });
    expect(ld.offers).toEqual([
      expect.objectContaining({ name: "Free seat", price: "0.00", priceCurrency: "USD" }),
      expect.objectContaining({
        name: "VIP",
        price: "49.95",
        availability: "https://schema.org/InStock",
      }),
    ]);
    expect(JSON.stringify(ld)).not.toContain("secret-room");
  });

  it("says how many seats are left: in stock, limited at a fifth or fewer, sold out", () => {
    expect(availability(null, 500)).toBe("https://schema.org/InStock");
    expect(availability(20, 15)).toBe("https://schema.org/InStock");
    expect(availability(20, 16)).toBe("https://schema.org/LimitedAvailability");
    expect(availability(20, 20)).toBe("https://schema.org/SoldOut");
    expect(availability(20, 25)).toBe("https://schema.org/SoldOut");
    expect(availability(1, 0)).toBe("https://schema.org/LimitedAvailability");
  });

  it("a moved event is rescheduled, with the start it was announced with", () => {
    const moved = { ...event, previousStartsAt: new Date("2027-03-03T16:00:00Z") };
    expect(eventJsonLd(moved, options)).toMatchObject({
      eventStatus: "https://schema.org/EventRescheduled",
      previousStartDate: "2027-03-03T10:00:00-06:00",
    });
  });

  it("a cancelled event, or one that is over, offers nothing", () => {
    const cancelled = eventJsonLd({ ...event, status: "cancelled" }, options);
    expect(cancelled.eventStatus).toBe("https://schema.org/EventCancelled");
    expect(cancelled).not.toHaveProperty("offers");
    const over = eventJsonLd(event, { ...options, now: new Date("2027-03-10T17:00:01Z") });
    expect(over.eventStatus).toBe("https://schema.org/EventScheduled");
    expect(over).not.toHaveProperty("offers");
  });
});
