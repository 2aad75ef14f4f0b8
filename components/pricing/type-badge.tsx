import type { LineItemType } from "@/content/pricing";
import "./pricing.css";

/** Each type's look in app/site.css (`.tb.core`, `.tb.add`, `.tb.req`). */
const tones: Record<LineItemType, string> = {
  Core: "tb core",
  "Add-on": "tb add",
  "By Requirement": "tb req",
};

/** The small Core / Add-on / By Requirement label of a line item. */
export function TypeBadge({ type }: { type: LineItemType }) {
  return <span className={tones[type]}>{type}</span>;
}
