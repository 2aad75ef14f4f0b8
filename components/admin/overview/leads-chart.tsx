"use client";

// Leads per day or week (Recharts, loaded only with the overview). A keyboard steps through the
// bars; the same numbers are one click away as a table, and a sentence sums them up.
import { useId, useState } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { cn } from "@/lib/utils/cn";
import type { OverviewResponse } from "@/lib/validations/overview";
import { LEAD_SOURCE_LABELS, LEAD_SOURCES, type LeadSource } from "@/lib/validations/summaries";

type Series = OverviewResponse["series"];
type Split = "qualification" | "source";
type Row = { name: string; total: number; [key: string]: string | number };

const SOURCE_COLORS: Record<LeadSource, string> = {
  chat: "#4f46e5",
  contact_form: "#ea580c",
  booking: "#0d9488",
  waitlist: "#a21caf",
  workshop: "#65a30d",
  referral: "#db2777",
  call: "#0891b2",
  event: "#ca8a04",
  social: "#7c3aed",
  other: "#64748b",
  import: "#475569",
};

const KEYS: Record<Split, Array<{ key: string; label: string; color: string }>> = {
  qualification: [
    { key: "Hot", label: "Hot", color: "#dc2626" },
    { key: "Warm", label: "Warm", color: "#f59e0b" },
    { key: "Cold", label: "Cold", color: "#0284c7" },
    // A lead nobody has qualified yet (a contact-form message, a chat without a verdict) still
    // counts in the day's total: without its own stack its day would look empty.
    { key: "unrated", label: "Not qualified yet", color: "#94a3b8" },
  ],
  source: LEAD_SOURCES.map((key) => ({
    key,
    label: LEAD_SOURCE_LABELS[key],
    color: SOURCE_COLORS[key],
  })),
};

const dayLabel = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const label = (start: string, bucket: "day" | "week") => {
  const date = dayLabel.format(new Date(`${start}T00:00:00Z`));
  return bucket === "week" ? `Week of ${date}` : date;
};

export default function LeadsChart({ series, bucket }: { series: Series; bucket: "day" | "week" }) {
  const id = useId();
  const [split, setSplit] = useState<Split>("qualification");
  const keys = KEYS[split];
  const rows: Row[] = series.map((p) => {
    const { Hot, Warm, Cold } = p.qualification;
    return {
      name: label(p.start, bucket),
      total: p.total,
      ...(split === "qualification"
        ? { ...p.qualification, unrated: Math.max(0, p.total - Hot - Warm - Cold) }
        : p.source),
    };
  });
  const total = series.reduce((n, p) => n + p.total, 0);
  // Named only when one stands out.
  const busiest = series.reduce<Series[number] | null>(
    (best, p) => (p.total > (best?.total ?? 1) ? p : best),
    null,
  );

  return (
    <div>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p id={`${id}-summary`} className="text-sm text-muted">
          {total === 0
            ? "No leads in this period yet."
            : `${total} ${total === 1 ? "lead" : "leads"} in this period${
                busiest
                  ? `; the busiest ${bucket} was ${label(busiest.start, bucket)} with ${busiest.total}`
                  : ""
              }.`}
        </p>
        <fieldset className="flex gap-1">
          <legend className="sr-only">Split the bars</legend>
          {(["qualification", "source"] as const).map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={split === s}
              onClick={() => setSplit(s)}
              className={cn(
                "h-8 rounded-pill border px-3 text-sm font-semibold",
                split === s
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-line bg-white text-muted hover:text-ink",
              )}
            >
              By {s}
            </button>
          ))}
        </fieldset>
      </div>
      <figure className="mt-4 h-72" aria-describedby={`${id}-summary`}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={rows}
            title={`Leads per ${bucket}, by ${split}`}
            margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="name" tick={{ fontSize: 12, fill: "#475569" }} minTickGap={12} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "#475569" }} />
            <Tooltip cursor={{ fill: "#eef2ff" }} />
            <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
            {keys.map((k) => (
              <Bar key={k.key} dataKey={k.key} name={k.label} stackId="leads" fill={k.color} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </figure>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">
          Show the numbers as a table
        </summary>
        <div className="scroll-shadows mt-2 max-h-80 overflow-auto" tabIndex={-1}>
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">
              Leads per {bucket}, by {split}
            </caption>
            <thead>
              <tr className="border-b border-line text-muted">
                <th scope="col" className="py-1.5 pr-4 font-semibold">
                  {bucket === "week" ? "Week" : "Day"}
                </th>
                {keys.map((k) => (
                  <th key={k.key} scope="col" className="py-1.5 pr-4 font-semibold">
                    {k.label}
                  </th>
                ))}
                <th scope="col" className="py-1.5 font-semibold">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.name} className="border-b border-line/60">
                  <th scope="row" className="py-1.5 pr-4 font-medium text-ink">
                    {row.name}
                  </th>
                  {keys.map((k) => (
                    <td key={k.key} className="py-1.5 pr-4">
                      {row[k.key]}
                    </td>
                  ))}
                  <td className="py-1.5 font-semibold">{row.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
