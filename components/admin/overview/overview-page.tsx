// The owner's overview (/admin/overview?range=7|30|90|365): whether the promise of a reply
// within 24 hours is kept, and where leads come from.
import Link from "next/link";
import { cn } from "@/lib/utils/cn";
import type { ModelUsage } from "@/lib/validations/llm-usage";
import { OVERVIEW_RANGES, type OverviewResponse, overviewRange } from "@/lib/validations/overview";
import { ModelUsageCard } from "../model-usage";
import { Funnel, OriginTable, RankedBars, StatusCounts } from "./bars";
import { formatWait } from "./format";
import LeadsChart from "./leads-chart";
import { PipelineCard } from "./pipeline-card";

export default function OverviewPage({
  data,
  usage,
  days,
  owner,
}: {
  data: OverviewResponse;
  usage: ModelUsage;
  days: number;
  /** Owners change the pipeline's probabilities. */
  owner: boolean;
}) {
  const range = overviewRange(String(days));

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Overview</h1>
          <p className="mt-1 text-sm text-muted">
            Leads by the day of their conversation, last {range.label}.
          </p>
        </div>
        <nav aria-label="Period">
          <ul className="flex flex-wrap gap-1 rounded-pill border border-line bg-white p-1">
            {OVERVIEW_RANGES.map((r) => (
              <li key={r.days}>
                <Link
                  href={`/admin/overview?range=${r.days}`}
                  aria-current={r.days === range.days ? "page" : undefined}
                  className={cn(
                    "inline-flex h-8 items-center rounded-pill px-3 text-sm font-semibold",
                    r.days === range.days
                      ? "bg-brand-600 text-white"
                      : "text-muted hover:bg-brand-50 hover:text-ink",
                  )}
                >
                  {r.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <Figures data={data} />
      <PipelineCard pipeline={data.pipeline} owner={owner} periodLabel={range.label} />
      <section
        aria-labelledby="overview-leads"
        className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6"
      >
        <h2 id="overview-leads" className="text-lg font-semibold text-ink">
          Leads per {data.range.bucket}
        </h2>
        <LeadsChart series={data.series} bucket={data.range.bucket} />
      </section>
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        <Card id="overview-funnel" title="Funnel">
          <Funnel funnel={data.funnel} />
        </Card>
        <Card id="overview-statuses" title="Where leads stand">
          <StatusCounts statuses={data.statuses} range={data.range} />
        </Card>
        <Card id="overview-services" title="Services asked about most">
          <RankedBars items={data.topServices} empty="No services named in this period." />
        </Card>
        <Card id="overview-pains" title="Pain points named most">
          <RankedBars items={data.topPainPoints} empty="No pain points named in this period." />
        </Card>
      </div>
      <Card id="overview-origins" title="Where leads come from">
        <p className="-mt-2 mb-4 text-sm text-muted">
          By the visitor's first visit: the campaign's source (or the site that linked to us), the
          campaign, and the page they landed on. Sources count every lead ("Unknown": no record of
          the visit). Calls are calls booked.
        </p>
        <div className="grid gap-6 lg:grid-cols-3">
          <OriginTable
            caption="Source"
            items={data.origins.sources}
            filter="utm_source"
            range={data.range}
          />
          <OriginTable
            caption="Campaign"
            items={data.origins.campaigns}
            filter="utm_campaign"
            range={data.range}
          />
          <OriginTable
            caption="Landing page"
            items={data.origins.landingPages}
            range={data.range}
          />
        </div>
      </Card>
      <div className="max-w-xl">
        <ModelUsageCard usage={usage} />
      </div>
    </div>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Figures({ data }: { data: OverviewResponse }) {
  const median = data.firstContact.medianMinutes;
  const figures = [
    {
      label: "Leads",
      value: String(data.leads),
      hint: `${data.funnel.chatsStarted} chats started`,
    },
    {
      label: "Waiting for a first contact",
      value: String(data.awaitingFirstContact),
      hint:
        data.awaitingFirstContact > 0 ? (
          <Link
            href={`/admin?status=New&date_from=${data.range.from}&date_to=${data.range.to}`}
            className="font-semibold text-brand-700 underline"
          >
            Open this period's New leads
          </Link>
        ) : (
          "Everyone with contact details was contacted"
        ),
      warn: data.awaitingFirstContact > 0,
    },
    {
      label: "Median time to first contact",
      value: median === null ? "—" : formatWait(median),
      hint:
        median === null
          ? "No lead of this period was contacted yet"
          : `Over ${data.firstContact.contacted} contacted ${data.firstContact.contacted === 1 ? "lead" : "leads"}`,
      warn: median !== null && median > 24 * 60,
    },
    { label: "Won", value: String(data.won), hint: "Leads of this period marked Won" },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {figures.map((f) => (
        <div
          key={f.label}
          className={cn(
            "rounded-card border bg-white p-4 shadow-card sm:p-5",
            f.warn ? "border-amber-300" : "border-line",
          )}
        >
          <dt className="text-sm font-semibold text-muted">{f.label}</dt>
          <dd className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{f.value}</dd>
          <dd className="mt-1 text-sm text-muted">{f.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
