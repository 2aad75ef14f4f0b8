// The body of a service page: each section of the catalogue entry in its layout. Light sections
// alternate white and grey; figures sit on the dark band.
import { IconCardGrid } from "@/components/marketing/icon-card-grid";
import { StatsBand } from "@/components/marketing/stats-band";
import { ActionButton } from "@/components/ui/action-button";
import { Icon } from "@/components/ui/icon";
import { Section, SectionHeading } from "@/components/ui/section";
import type { ServiceSection } from "@/content/services";
import { CheckList } from "./check-list";
import { IntegrationPair } from "./integration-pair";
import { ProcessSteps } from "./process-steps";
import { UseCaseGrid } from "./use-case-grid";
import "./services.css";

const card = "rounded-card border border-line bg-white p-6 shadow-card";

/** "HubSpot" → "H", "Google Workspace" → "GW", "Microsoft 365" → "M": a tile's monochrome mark until logos are added. */
const letterMark = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[a-z]/i.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");

function Body({ section }: { section: ServiceSection }) {
  switch (section.kind) {
    case "cards":
      return <IconCardGrid cards={section.cards} columns={section.columns} />;
    case "checklist":
      return <CheckList items={section.items} />;
    case "use-cases":
      return <UseCaseGrid items={section.items} />;
    case "tech-stack":
      return (
        <ul className="stack">
          {section.groups.map((group, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content; a key is written into the RSC payload
            <li key={i}>
              <h3>
                <Icon name={group.icon} />
                {group.group}
              </h3>
              <ul>
                {group.technologies.map((tech, t) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above
                  <li key={t}>{tech}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      );
    case "integration-categories":
      return (
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {section.categories.map((category) => (
            <li key={category.name} className={card}>
              <h3 className="text-lg font-semibold text-ink">{category.name}</h3>
              <ul className="mt-4 space-y-3 text-sm font-medium text-ink">
                {category.examples.map((pair) => (
                  <li key={pair} className="rounded-lg bg-surface px-3 py-2">
                    <IntegrationPair pair={pair} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      );
    case "platforms":
      return (
        <>
          <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {section.platforms.map((platform) => (
              <li
                key={platform.name}
                className="flex items-center gap-3 rounded-card border border-line bg-white p-4 shadow-card sm:p-5"
              >
                <span
                  aria-hidden
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-sm font-bold tracking-tight text-brand-700 ring-1 ring-brand-100"
                >
                  {letterMark(platform.name)}
                </span>
                <span className="flex min-w-0 flex-col">
                  <span className="font-semibold text-ink">{platform.name}</span>
                  <span className="sr-only">, </span>
                  <span className="text-sm text-muted">{platform.category}</span>
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col items-start justify-between gap-6 rounded-card border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center sm:p-8">
            <p className="text-lg font-medium text-ink">{section.note}</p>
            <ActionButton action={section.action} className="shrink-0" />
          </div>
        </>
      );
    case "process":
    case "figures":
      return null;
  }
}

export function ServiceSections({ sections }: { sections: ServiceSection[] }) {
  let light = 0;
  return sections.map((section) => {
    if (section.kind === "figures") {
      return (
        <StatsBand
          key={section.id}
          id={section.id}
          eyebrow={section.eyebrow}
          title={section.title}
          intro={section.intro}
          stats={section.figures}
        />
      );
    }
    const tone = light++ % 2 === 1 ? "alt" : undefined;
    if (section.kind === "process") {
      return (
        <ProcessSteps
          key={section.id}
          id={section.id}
          eyebrow={section.eyebrow}
          title={section.title}
          intro={section.intro}
          steps={section.steps}
          className={tone}
        />
      );
    }
    return (
      <Section key={section.id} labelledBy={section.id} className={tone}>
        <SectionHeading
          id={section.id}
          eyebrow={section.eyebrow}
          title={section.title}
          intro={section.intro}
        />
        <Body section={section} />
      </Section>
    );
  });
}
