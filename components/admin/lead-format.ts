// The lead page's shared look: its card, and times in the agency's time zone whoever reads them.
import { site } from "@/config/site";

export const card = "rounded-card border border-line bg-white p-5 shadow-card";
const clock = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: site.timeZone,
});
export const when = (iso: string) => `${clock.format(new Date(iso))} ${site.timeZoneLabel}`;
