import { formatLineItemPrice, type LineItem } from "@/content/pricing";

const periodLabels: Record<LineItem["period"], string> = {
  "one-time": "one-time",
  monthly: "/ month",
};

/** Price and period as in the menu: "$1,250 / month", "$2,500 one-time", or "Custom" when quoted
 * per project. */
export function lineItemPriceParts(item: LineItem): { amount: string; period: string | null } {
  return {
    amount: formatLineItemPrice(item),
    period: item.price === null ? null : periodLabels[item.period],
  };
}

/** "CRM & Lead Intelligence" → "crm-lead-intelligence", for heading ids. */
export function toId(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
