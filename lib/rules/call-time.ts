// A booked call's time as the owner reads it in emails and alerts: "Tue, Dec 8, 10:00 AM CT".
import { site } from "@/config/site";

const callClock = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: site.timeZone,
});

export const callTime = (iso: string) => `${callClock.format(new Date(iso))} ${site.timeZoneLabel}`;
