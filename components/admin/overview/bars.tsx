// Bar charts drawn as HTML, so their numbers are text a screen reader reads and a phone wraps.
import Link from "next/link";
import { LEAD_STATUSES } from "@/lib/validations/lead-status";
import type { OverviewOrigin, OverviewResponse } from "@/lib/validations/overview";

const percent = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;

export function Funnel({ funnel }: { funnel: OverviewResponse["funnel"] }) {
  const steps = [
    { label: "Chats started", value: funnel.chatsStarted },
    { label: "Gave an email or phone", value: funnel.withContact },
    { label: "Booked a call", value: funnel.booked },
    { label: "Won", value: funnel.won },
  ];
  const widest = Math.max(1, ...steps.map((s) => s.value));
  return (
    <>
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
      <p className="mt-4 text-sm text-muted">
        <strong className="tabular-nums text-ink">{funnel.scheduleCall}</strong> of the chats with
        contact details clicked Schedule Call.
      </p>
    </>
  );
}

/** The period's leads by status, each opening the inbox filtered the same way. */
export function StatusCounts({
  statuses,
  range,
}: {
  statuses: OverviewResponse["statuses"];
  range: OverviewResponse["range"];
}) {
  return (
    <ul className="divide-y divide-line text-sm">
      {LEAD_STATUSES.map((status) => (
        <li key={status} className="flex items-center justify-between gap-3 py-2">
          <Link
            href={`/admin?${new URLSearchParams({ status, date_from: range.from, date_to: range.to })}`}
            className="inline-flex min-h-6 items-center font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {status}
          </Link>
          <span className="tabular-nums font-semibold text-ink">{statuses[status]}</span>
        </li>
      ))}
    </ul>
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

/** Leads and booked calls by one kind of origin; a utm_ value opens the inbox filtered by it. */
export function OriginTable({
  caption,
  items,
  filter,
  range,
}: {
  caption: string;
  items: OverviewOrigin[];
  /** The inbox's query parameter for this kind (utm_source, utm_campaign), if it filters by it. */
  filter?: "utm_source" | "utm_campaign";
  /** The period counted, which the inbox's link keeps. */
  range: { from: string; to: string };
}) {
  const th = "py-1.5 text-xs font-semibold uppercase tracking-wide text-muted";
  return (
    <table className="w-full text-sm">
      <caption className="mb-1 text-left font-semibold text-ink">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={`${th} text-left`}>
            <span className="sr-only">{caption}</span>
          </th>
          <th scope="col" className={`${th} w-16 text-right`}>
            Leads
          </th>
          <th scope="col" className={`${th} w-16 text-right`}>
            Calls
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {items.length === 0 ? (
          <tr>
            <td colSpan={3} className="py-2 text-muted">
              Nothing recorded in this period.
            </td>
          </tr>
        ) : (
          items.map((o) => (
            <tr key={`${o.name}-${o.utm}`}>
              <th scope="row" className="break-all py-1.5 pr-2 text-left font-normal text-ink">
                {filter && o.utm ? (
                  <Link
                    href={`/admin?${new URLSearchParams({ [filter]: o.name, date_from: range.from, date_to: range.to })}`}
                    className="text-brand-700 underline-offset-2 hover:underline"
                  >
                    {o.name}
                  </Link>
                ) : (
                  o.name
                )}
              </th>
              <td className="py-1.5 text-right tabular-nums text-ink">{o.leads}</td>
              <td className="py-1.5 text-right tabular-nums text-ink">{o.booked}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
