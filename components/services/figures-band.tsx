import { Container, SectionHeading } from "@/components/ui/section";
import type { Stat } from "@/content/types";

/** A dark band of headline figures (ROI, impact), styled like the home page's results band. */
export function FiguresBand({
  id,
  eyebrow,
  title,
  intro,
  figures,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  figures: readonly Stat[];
}) {
  return (
    <section aria-labelledby={id} className="bg-brand-950 py-16 sm:py-20">
      <Container>
        <SectionHeading id={id} tone="dark" eyebrow={eyebrow} title={title} intro={intro} />
        <dl className="mx-auto mt-12 grid max-w-5xl gap-6 sm:grid-cols-3">
          {figures.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col rounded-card border border-white/10 bg-white/5 p-6 text-center"
            >
              <dt className="mt-2 text-base font-semibold text-white">{figure.label}</dt>
              <dd className="order-first text-5xl font-bold tracking-tight text-accent-300 lg:text-6xl">
                {figure.value}
              </dd>
              {figure.description && (
                <dd className="mt-2 text-sm leading-6 text-brand-100">{figure.description}</dd>
              )}
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
