// The workshop's hosts, and its details on a dark band: date (or "recorded on"), time, length,
// where, how access arrives and when the recording is there.
import { Avatar } from "@/components/ui/avatar";
import { Icon } from "@/components/ui/icon";
import { HeadedSection, SectionHeading } from "@/components/ui/section";
import type { IconName, PhaseCopy } from "@/content/types";
import { detailsSection, expertsSection, workshop } from "@/content/workshop";
import type { EventHostJson } from "@/lib/db/schema";
import { type WorkshopTimes, workshopScheduleLabels } from "@/lib/events/workshop";
import { PhaseText } from "./event-phase";
import "../marketing/stats-band.css";
import "./workshop.css";

/** The event's hosts as the owner set them; none: no section. */
export function WorkshopHosts({ hosts }: { hosts: EventHostJson[] }) {
  if (hosts.length === 0) return null;
  // The intro counts three practitioners: said only while there are three.
  const copy = hosts.length === 3 ? expertsSection : { ...expertsSection, intro: undefined };
  return (
    <HeadedSection headingId="experts-heading" copy={copy}>
      <ul className="hosts">
        {hosts.map((host, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two hosts may share a name; the order is the owner's
          <li key={i}>
            <Avatar name={host.name} image={host.photo ?? undefined} size={96} />
            <h3>{host.name}</h3>
            {host.role && <p>{host.role}</p>}
            {host.bio && <p>{host.bio}</p>}
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

type Detail = { label: string | PhaseCopy; value: string | PhaseCopy; icon: IconName };

const text = (value: string | PhaseCopy) =>
  typeof value === "string" ? value : <PhaseText text={value} />;

export function WorkshopDetails({ times }: { times: WorkshopTimes }) {
  const schedule = workshopScheduleLabels(times);
  const { labels } = detailsSection;
  const details: Detail[] = [
    { label: labels.date, value: schedule.date, icon: "CalendarDays" },
    { label: labels.time, value: schedule.time, icon: "Clock" },
    { label: labels.duration, value: schedule.duration, icon: "Hourglass" },
    { label: labels.where, value: workshop.platformLabel, icon: "MonitorPlay" },
    { label: labels.access, value: detailsSection.linkNote, icon: "Mail" },
    { label: labels.recording, value: detailsSection.recordingNote, icon: "Video" },
  ];
  return (
    <section aria-labelledby="details-heading" className="band">
      <SectionHeading
        id="details-heading"
        tone="dark"
        eyebrow={detailsSection.eyebrow}
        title={<PhaseText text={detailsSection.heading} />}
      />
      <dl className="wdet">
        {details.map((detail) => (
          <div key={detail.icon}>
            <dt>
              <Icon name={detail.icon} />
              {text(detail.label)}
            </dt>
            <dd>{text(detail.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
