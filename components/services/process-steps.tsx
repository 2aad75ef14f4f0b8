import { Section, SectionHeading } from "@/components/ui/section";
import type { ProcessStep } from "@/content/types";
import { cn } from "@/lib/utils/cn";

// Steps wrap in rows of two, then three (four when there are exactly four), and a short last row
// is centred. Class names are written out in full so Tailwind finds them.
const twoUp = "sm:w-[calc((100%_-_1.5rem)/2)]";
const threeUp = "lg:w-[calc((100%_-_3rem)/3)]";
const fourUp = "lg:w-[calc((100%_-_4.5rem)/4)]";

/** "How we work": the numbered steps of a service, shared by the four service pages. */
export function ProcessSteps({
  id,
  eyebrow = "Our process",
  title,
  intro,
  steps,
  className,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  steps: readonly ProcessStep[];
  className?: string;
}) {
  return (
    <Section labelledBy={id} className={className}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro} />
      <ol className="mt-12 flex flex-wrap justify-center gap-6">
        {steps.map((step) => (
          <li
            key={step.step}
            className={cn(
              "flex w-full flex-col rounded-card border border-line bg-white p-6 shadow-card",
              twoUp,
              steps.length === 4 ? fourUp : threeUp,
            )}
          >
            <span className="flex items-center gap-3">
              <span
                aria-hidden
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-base font-bold text-white"
              >
                {step.step}
              </span>
              <span className="text-xs font-semibold uppercase tracking-wider text-brand-600">
                Step {step.step}
              </span>
            </span>
            <h3 className="mt-5 text-lg font-semibold text-ink">{step.title}</h3>
            <p className="mt-2 leading-7 text-muted">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
