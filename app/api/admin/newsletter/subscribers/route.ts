// GET /api/admin/newsletter/subscribers?status=&page=&limit= — the subscribers, newest first,
// with the counts by status; ?format=csv: all of them (of that status), oldest first.
import { site } from "@/config/site";
import { parseQuery } from "@/lib/api/errors";
import { audit, requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { datedCsvFilename, toCsv } from "@/lib/csv";
import {
  allSubscribers,
  listSubscribers,
  subscriberCounts,
} from "@/lib/db/queries/newsletter-list";
import { localDate } from "@/lib/utils/local-date";
import { subscriberQuery } from "@/lib/validations/newsletter";

const iso = (d: Date | null) => d?.toISOString() ?? "";

export const GET = withAdmin(async (req, { user }) => {
  const q = parseQuery(req, subscriberQuery);
  if (q.format === "csv") {
    const rows = await allSubscribers({ status: q.status });
    const csv = toCsv(
      ["Email", "Status", "Signed Up", "Confirmed", "Unsubscribed", "Source"],
      rows.map((s) => [
        s.email,
        s.status,
        iso(s.createdAt),
        iso(s.confirmedAt),
        iso(s.unsubscribedAt),
        s.source,
      ]),
    );
    await audit(requestMeta(req), {
      action: "subscribers_exported",
      user,
      details: { status: q.status ?? "all", rows: rows.length },
    });
    const name = datedCsvFilename("newsletter-subscribers", localDate(new Date(), site.timeZone));
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${name}"`,
        "Cache-Control": "private, no-store",
      },
    });
  }
  const [{ rows, total }, counts] = await Promise.all([listSubscribers(q), subscriberCounts()]);
  return Response.json(
    {
      subscribers: rows.map((s) => ({
        id: s.id,
        email: s.email,
        status: s.status,
        source: s.source,
        created_at: s.createdAt.toISOString(),
        confirmed_at: s.confirmedAt?.toISOString() ?? null,
        unsubscribed_at: s.unsubscribedAt?.toISOString() ?? null,
      })),
      counts,
      total,
      page: q.page,
      total_pages: Math.ceil(total / q.limit),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
