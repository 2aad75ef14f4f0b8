// /admin/overview?range=7|30|90|365: the owner's numbers, read on the server for the agency's
// calendar and drawn with the charts, which only this route's bundle carries.
import type { Metadata } from "next";
import { AdminShell } from "@/components/admin/admin-shell";
import OverviewPage from "@/components/admin/overview/overview-page";
import { site } from "@/config/site";
import { adminSettings } from "@/lib/admin/settings";
import { adminForPage } from "@/lib/auth/current-admin";
import { localDate } from "@/lib/csv";
import { getOverview } from "@/lib/db/queries/overview";
import {
  addDays,
  daysBetween,
  OVERVIEW_MAX_DAILY_DAYS,
  overviewRange,
} from "@/lib/validations/overview";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { absolute: `Overview · Admin · ${site.company}` },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Overview({ searchParams }: Props) {
  const active = await adminForPage("/admin/overview");
  const { range } = await searchParams;
  const { days } = overviewRange(typeof range === "string" ? range : null);
  const to = localDate(new Date(), site.timeZone);
  const from = addDays(to, -(days - 1));
  const bucket = daysBetween(from, to) > OVERVIEW_MAX_DAILY_DAYS ? "week" : "day";
  const overview = await getOverview({ from, to, bucket });
  return (
    <AdminShell settings={adminSettings()} owner={active.user.role === "owner"} view="overview">
      <OverviewPage key={days} days={days} initial={{ range: { from, to, bucket }, ...overview }} />
    </AdminShell>
  );
}
