// The workshop's hosts, and its details on a dark band: date (or "recorded on"), time, length,
// where, how access arrives and when the recording is there.
import { Avatar } from "@/components/ui/avatar";
import { Icon } from "@/components/ui/icon";
import { Container, HeadedSection, SectionHeading } from "@/components/ui/section";
import type { IconName, PhaseCopy } from "@/content/types";
import { detailsSection, experts, expertsSection, workshop } from "@/content/workshop";
import { workshopScheduleLabels } from "@/lib/events/workshop";
import { PhaseText } from "./event-phase";

export function WorkshopHosts() {
  return (
    <HeadedSection headingId="experts-heading" copy={expertsSection}>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {experts.map((expert) => (
          <li
            key={expert.name}
            className="flex flex-col items-center rounded-card border border-line bg-white p-6 text-center shadow-card sm:p-8"
          >
            <Avatar name={expert.name} image={expert.image} size={96} />
            <h3 className="mt-5 text-lg font-semibold text-ink">{expert.name}</h3>
            <p className="mt-1 text-sm font-semibold text-brand-600">{expert.role}</p>
            <p className="mt-3 leading-7 text-muted">{expert.focus}</p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

type Detail = { label: string | PhaseCopy; value: string | PhaseCopy; icon: IconName };

const text = (value: string | PhaseCopy) =>
  typeof value === "string" ? value : <PhaseText text={value} />;

export function WorkshopDetails() {
  const schedule = workshopScheduleLabels();
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
    <section aria-labelledby="details-heading" className="bg-brand-950 py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="details-heading"
          tone="dark"
          eyebrow={detailsSection.eyebrow}
          title={<PhaseText text={detailsSection.heading} />}
        />
        <dl className="mx-auto mt-12 grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {details.map((detail) => (
            <div key={detail.icon} className="rounded-card border border-white/10 bg-white/5 p-5">
              <dt className="flex items-center gap-3 text-sm font-semibold text-brand-200">
                <Icon name={detail.icon} className="size-5 shrink-0 text-accent-300" />
                {text(detail.label)}
              </dt>
              <dd className="mt-1 pl-8 leading-6 text-white">{text(detail.value)}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
