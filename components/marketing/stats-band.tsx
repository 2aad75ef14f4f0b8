import { SectionHeading } from "@/components/ui/section";
import type { Stat } from "@/content/types";
import "./stats-band.css";

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
  const count = Math.min(5, Math.max(3, stats.length));
  return (
    <section aria-labelledby={id} className="band">
      <SectionHeading id={id} tone="dark" eyebrow={eyebrow} title={title} intro={intro} />
      <dl className={`stats n${count}`}>
        {stats.map((stat, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content; a key is written into the RSC payload
          <div key={i}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
            {stat.description && <dd>{stat.description}</dd>}
            {stat.source && <dd className="src">Source: {stat.source}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
