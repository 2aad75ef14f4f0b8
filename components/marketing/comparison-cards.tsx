import { CheckItems } from "@/components/ui/check-items";
import "./comparison-cards.css";

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
    <div className="cmp">
      <div>
        <h3>{before.title}</h3>
        <CheckItems items={before.points} mark="cross" />
      </div>
      <div className="rec">
        <p>{after.badge}</p>
        <h3>{after.title}</h3>
        <CheckItems items={after.points} />
      </div>
    </div>
  );
}
