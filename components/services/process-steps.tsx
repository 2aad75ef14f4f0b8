import { Section, SectionHeading } from "@/components/ui/section";
import type { ProcessStep } from "@/content/types";
import "./services.css";

/** A service's numbered "How we work" steps; the number is drawn by CSS (app/site.css `.steps`). */
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
      <ol className={steps.length === 4 ? "steps n4" : "steps"}>
        {steps.map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content; a key is written into the RSC payload
          <li key={i}>
            <p>Step {step.step}</p>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
