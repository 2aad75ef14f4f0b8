// /admin/pipeline?source=: the leads as a board, one column per status, each with its count and
// value; cards move by drag and drop, the keyboard or their "Move to" menu.
import type { Metadata } from "next";
import { AdminNav } from "@/components/admin/admin-nav";
import { PipelineBoard } from "@/components/admin/pipeline/board";
import { site } from "@/config/site";
import { adminForPage } from "@/lib/auth/current-admin";
import { boardColumns } from "@/lib/db/queries/pipeline-board";
import { LEAD_SOURCE_LABELS, LEAD_SOURCES, type LeadSource } from "@/lib/validations/summaries";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { absolute: `Pipeline · Admin · ${site.company}` },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Pipeline({ searchParams }: Props) {
  const active = await adminForPage("/admin/pipeline");
  const asked = (await searchParams).source;
  const source = LEAD_SOURCES.find((s) => s === asked) as LeadSource | undefined;
  const now = Date.now();
  const day = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    timeZone: site.timeZone,
  });
  const columns = (await boardColumns({ source })).map(({ cards, ...column }) => ({
    ...column,
    cards: cards.map(({ followUpAt, ...card }) => ({
      ...card,
      followUp: followUpAt
        ? { label: day.format(new Date(followUpAt)), due: Date.parse(followUpAt) <= now }
        : null,
    })),
  }));
  return (
    <>
      <AdminNav view="pipeline" user={active.user} />
      <div className="mx-auto w-full max-w-7xl space-y-5 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Pipeline</h1>
            <p className="mt-1 text-sm text-muted">
              Every lead you can reach, by status. Drag a card, or use its Move to menu.
            </p>
          </div>
          <form method="get" className="flex items-end gap-2">
            <div>
              <label htmlFor="board-source" className="text-sm font-medium text-ink">
                Source
              </label>
              <select
                id="board-source"
                name="source"
                defaultValue={source ?? ""}
                className="mt-1.5 block h-10 rounded-xl border border-line bg-white px-3 text-sm"
              >
                <option value="">All sources</option>
                {LEAD_SOURCES.map((s) => (
                  <option key={s} value={s}>
                    {LEAD_SOURCE_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="submit"
              className="h-10 rounded-xl border border-line bg-white px-3 text-sm font-semibold text-ink hover:bg-brand-50"
            >
              Filter
            </button>
          </form>
        </div>
        <PipelineBoard key={source ?? "all"} initial={columns} />
      </div>
    </>
  );
}
