// /admin/overview?range=7|30|90|365: the owner's numbers, read on the server for the agency's
// calendar and drawn with the charts, which only this route's bundle carries.
import type { Metadata } from "next";
import { AdminNav } from "@/components/admin/admin-nav";
import OverviewPage from "@/components/admin/overview/overview-page";
import { site } from "@/config/site";
import { modelUsageReport } from "@/lib/ai/spend";
import { adminForPage } from "@/lib/auth/current-admin";
import { getOverview } from "@/lib/db/queries/overview";
import { calendarRange } from "@/lib/leads/inbox";
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
  const [overview, usage] = await Promise.all([getOverview(range), modelUsageReport()]);
  return (
    <>
      <AdminNav view="overview" user={active.user} />
      <OverviewPage days={days} data={{ range, ...overview }} usage={usage} />
    </>
  );
}
