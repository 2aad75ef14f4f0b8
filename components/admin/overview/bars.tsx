// Bar charts drawn as HTML, so their numbers are text a screen reader reads and a phone wraps.
import type { OverviewResponse } from "@/lib/validations/overview";

const percent = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;

export function Funnel({ funnel }: { funnel: OverviewResponse["funnel"] }) {
  const steps = [
    { label: "Chats started", value: funnel.chatsStarted },
    { label: "Gave an email or phone", value: funnel.withContact },
    { label: "Clicked Schedule Call", value: funnel.scheduleCall },
    { label: "Booked a call", value: funnel.booked },
    { label: "Won", value: funnel.won },
  ];
  const widest = Math.max(1, ...steps.map((s) => s.value));
  return (
    <ol className="space-y-3">
      {steps.map((step, i) => {
        const before = steps[i - 1];
        return (
          <li key={step.label}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-ink">{step.label}</span>
              <span className="tabular-nums text-ink">
                <strong>{step.value}</strong>
                {before && before.value > 0 && (
                  <span className="ml-1.5 text-muted">
                    · {percent(step.value, before.value)}
                    <span className="sr-only"> of the step before</span>
                  </span>
                )}
              </span>
            </div>
            <div className="mt-1 h-2.5 overflow-hidden rounded-full bg-brand-50" aria-hidden>
              <div
                className="h-full rounded-full bg-brand-600"
                style={{ width: `${(step.value / widest) * 100}%` }}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

export function RankedBars({
  items,
  empty,
}: {
  items: OverviewResponse["topServices"];
  empty: string;
}) {
  if (items.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  const widest = Math.max(1, ...items.map((i) => i.count));
  return (
    <ol className="space-y-3">
      {items.map((item) => (
        <li key={item.name}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 break-words text-ink">{item.name}</span>
            <span className="tabular-nums font-semibold text-ink">
              {item.count}
              <span className="sr-only"> {item.count === 1 ? "lead" : "leads"}</span>
            </span>
          </div>
          <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden>
            <div
              className="h-full rounded-full bg-accent-500"
              style={{ width: `${(item.count / widest) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}
