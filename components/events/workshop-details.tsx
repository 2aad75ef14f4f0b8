// The workshop's hosts, and its details on a dark band: date (or "recorded on"), time, length,
// where, how access arrives and when the recording is there.
import { Avatar } from "@/components/ui/avatar";
import { Icon } from "@/components/ui/icon";
import { HeadedSection, SectionHeading } from "@/components/ui/section";
import type { IconName, PhaseCopy } from "@/content/types";
import { detailsSection, experts, expertsSection, workshop } from "@/content/workshop";
import { type WorkshopTimes, workshopScheduleLabels } from "@/lib/events/workshop";
import { PhaseText } from "./event-phase";
import "../marketing/stats-band.css";
import "./workshop.css";

export function WorkshopHosts() {
  return (
    <HeadedSection headingId="experts-heading" copy={expertsSection}>
      <ul className="hosts">
        {experts.map((expert) => (
          <li key={expert.name}>
            <Avatar name={expert.name} image={expert.image} size={96} />
            <h3>{expert.name}</h3>
            <p>{expert.role}</p>
            <p>{expert.focus}</p>
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
