/** "4,500", "$4500.50" (dollars as typed) in cents; null when blank, NaN when not an amount. */
export function centsFromDollars(typed: string): number | null {
  const text = typed.replace(/[$,\s]/g, "");
  if (text === "") return null;
  return /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
}

/** Cents as the dollars a form shows again ("4500", "4500.50"). */
export const dollarsFromCents = (cents: number) =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

const whole = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const exact = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$4,500", or "$4,500.50" when there are cents. */
export const formatUsd = (cents: number) => (cents % 100 === 0 ? whole : exact).format(cents / 100);
