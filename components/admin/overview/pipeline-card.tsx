// The overview's pipeline in dollars: open deals, the forecast for this month and next, what the
// period won (deals and tickets) and its win rate; owners set the probabilities below it.
import Link from "next/link";
import { cn } from "@/lib/utils/cn";
import { formatUsd } from "@/lib/utils/money";
import { LEAD_STATUSES } from "@/lib/validations/lead-status";
import type { Pipeline } from "@/lib/validations/pipeline";
import { ProbabilitiesForm } from "./probabilities-form";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "2026-12" → "December 2026". */
const monthName = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

export function PipelineCard({
  pipeline,
  owner,
  periodLabel,
}: {
  pipeline: Pipeline;
  owner: boolean;
  periodLabel: string;
}) {
  const { open, forecast, won, win_rate: rate } = pipeline;
  const figures = [
    {
      label: "Open pipeline",
      value: formatUsd(open.value_cents),
      hint: (
        <>
          {plural(open.deals, "deal")}, {formatUsd(open.weighted_cents)} weighted
          {open.without_value > 0 ? (
            <>
              {" · "}
              <Link href="/admin?status=New" className="font-semibold text-brand-700 underline">
                {plural(open.without_value, "open lead")} without a value
              </Link>
            </>
          ) : null}
        </>
      ),
    },
    ...forecast.map((m, i) => ({
      label: `Forecast ${monthName(m.month)}`,
      value: formatUsd(m.weighted_cents),
      hint: `${plural(m.deals, "deal")} worth ${formatUsd(m.value_cents)}${
        i === 0 && m.overdue > 0
          ? `, ${m.overdue} past ${m.overdue === 1 ? "its" : "their"} close date`
          : ""
      }`,
      warn: i === 0 && m.overdue > 0,
    })),
    {
      label: `Won, last ${periodLabel}`,
      value: formatUsd(won.deal_cents + won.ticket_cents),
      hint: `${formatUsd(won.deal_cents)} from ${plural(won.deals, "deal")}, ${formatUsd(won.ticket_cents)} from ${plural(won.tickets, "ticket")}`,
    },
    {
      label: "Win rate",
      value: rate.rate === null ? "—" : `${Math.round(rate.rate * 100)} %`,
      hint:
        rate.rate === null
          ? "No lead was closed in this period"
          : `${rate.won} won, ${rate.lost} lost in this period`,
    },
  ];
  return (
    <section
      aria-labelledby="overview-pipeline"
      className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6"
    >
      <h2 id="overview-pipeline" className="text-lg font-semibold text-ink">
        Pipeline
      </h2>
      <p className="mt-1 text-sm text-muted">
        Deal values in US dollars. Weighted: each open deal times the chance its status closes.
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {figures.map((f) => (
          <div
            key={f.label}
            className={cn(
              "rounded-xl border p-4",
              "warn" in f && f.warn ? "border-amber-300" : "border-line",
            )}
          >
            <dt className="text-sm font-semibold text-muted">{f.label}</dt>
            <dd className="mt-1 text-2xl font-bold tracking-tight text-ink">{f.value}</dd>
            <dd className="mt-1 text-sm text-muted">{f.hint}</dd>
          </div>
        ))}
      </dl>
      {owner ? (
        <ProbabilitiesForm probabilities={pipeline.probabilities} />
      ) : (
        <p className="mt-4 text-sm text-muted">
          Chance to close:{" "}
          {LEAD_STATUSES.map((s) => `${s} ${pipeline.probabilities[s]} %`).join(", ")}.
        </p>
      )}
    </section>
  );
}
