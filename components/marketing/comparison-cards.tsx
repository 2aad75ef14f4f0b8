import { CheckItems } from "@/components/ui/check-items";

type Side = { title: string; points: readonly string[] };

/** Two cards side by side: the old way (crossed) and ours (ticked, with a badge). */
export function ComparisonCards({
  before,
  after,
}: {
  before: Side;
  after: Side & { badge: string };
}) {
  return (
    <div className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
      <div className="rounded-card border border-line bg-surface p-8">
        <h3 className="text-xl font-semibold text-ink">{before.title}</h3>
        <CheckItems
          items={before.points}
          mark="cross"
          className="mt-6 space-y-4"
          itemClassName="text-muted"
        />
      </div>
      <div className="relative rounded-card border-2 border-brand-500 bg-white p-8 shadow-lift">
        <p className="absolute -top-3.5 left-8 rounded-pill bg-brand-600 px-3 py-1 text-xs font-bold uppercase tracking-wider text-white">
          {after.badge}
        </p>
        <h3 className="text-xl font-semibold text-ink">{after.title}</h3>
        <CheckItems items={after.points} className="mt-6 space-y-4" />
      </div>
    </div>
  );
}
