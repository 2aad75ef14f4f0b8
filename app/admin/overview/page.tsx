// /admin/overview?range=7|30|90|365: the owner's numbers, read on the server for the agency's
// calendar and drawn with the charts, which only this route's bundle carries.
import type { Metadata } from "next";
import { AdminNav } from "@/components/admin/admin-nav";
import { JobsPanel } from "@/components/admin/overview/jobs-panel";
import OverviewPage from "@/components/admin/overview/overview-page";
import { site } from "@/config/site";
import { modelUsageReport } from "@/lib/ai/spend";
import { adminForPage } from "@/lib/auth/current-admin";
import { getOverview } from "@/lib/db/queries/overview";
import { jobStatuses } from "@/lib/jobs/status";
import { calendarRange } from "@/lib/leads/inbox";
import { pipelineFor } from "@/lib/leads/pipeline";
import { overviewRange } from "@/lib/validations/overview";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { absolute: `Overview · Admin · ${site.company}` },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Overview({ searchParams }: Props) {
  const active = await adminForPage("/admin/overview");
  const asked = (await searchParams).range;
  const { days } = overviewRange(typeof asked === "string" ? asked : null);
  const range = calendarRange({ days });
  const owner = active.user.role === "owner";
  const [overview, pipeline, usage, jobs] = await Promise.all([
    getOverview(range),
    pipelineFor(range),
    modelUsageReport(),
    owner ? jobStatuses() : null,
  ]);
  return (
    <>
      <AdminNav view="overview" user={active.user} />
      <OverviewPage
        days={days}
        data={{ range, ...overview, pipeline }}
        usage={usage}
        owner={owner}
      />
      {jobs && (
        <div className="mx-auto w-full max-w-7xl px-4 pb-10 sm:px-6 lg:px-8">
          <JobsPanel jobs={jobs} />
        </div>
      )}
    </>
  );
}
