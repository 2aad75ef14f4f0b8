import type { LineItemType } from "@/content/pricing";
import { cn } from "@/lib/utils/cn";

const tones: Record<LineItemType, string> = {
  Core: "border-brand-200 bg-brand-50 text-brand-700",
  "Add-on": "border-line bg-surface text-muted",
  "By Requirement": "border-accent-300 bg-accent-300/15 text-accent-700",
};

/** The small Core / Add-on / By Requirement label of a line item. */
export function TypeBadge({ type }: { type: LineItemType }) {
  return (
    <span
      className={cn(
        "inline-flex whitespace-nowrap rounded-pill border px-2.5 py-0.5 text-xs font-semibold",
        tones[type],
      )}
    >
      {type}
    </span>
  );
}
