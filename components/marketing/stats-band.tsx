import { Container, SectionHeading } from "@/components/ui/section";
import type { Stat } from "@/content/types";
import { cn } from "@/lib/utils/cn";

const columns = {
  3: "sm:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
  5: "sm:grid-cols-3 lg:grid-cols-5",
};

/** The dark band of headline figures (results, ROI, impact, workshop claims): one look site-wide. */
export function StatsBand({
  id,
  eyebrow,
  title,
  intro,
  stats,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  stats: readonly Stat[];
}) {
  const count = Math.min(5, Math.max(3, stats.length)) as 3 | 4 | 5;
  return (
    <section aria-labelledby={id} className="bg-brand-950 py-16 sm:py-20">
      <Container>
        <SectionHeading id={id} tone="dark" eyebrow={eyebrow} title={title} intro={intro} />
        <dl className={cn("mx-auto mt-12 grid max-w-6xl gap-6", columns[count])}>
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col rounded-card border border-white/10 bg-white/5 p-6 text-center"
            >
              <dt className="mt-2 text-base font-semibold text-white">{stat.label}</dt>
              <dd className="order-first text-5xl font-bold tracking-tight text-accent-300">
                {stat.value}
              </dd>
              {stat.description && (
                <dd className="mt-2 text-sm leading-6 text-brand-100">{stat.description}</dd>
              )}
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
