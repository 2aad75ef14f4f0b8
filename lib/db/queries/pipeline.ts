// The pipeline in dollars for the overview: open deals weighted by their status's probability, the
// forecast for this month and next by expected close date, what was won in a period (deals and
// tickets) and the win rate of the leads closed in it.
import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { LEAD_STATUSES } from "@/lib/validations/lead-status";
import type { Pipeline, StageProbabilities } from "@/lib/validations/pipeline";
import { getDb } from "../client";

type Rows<T> = { rows: T[] };
const run = async <T>(query: SQL) => {
  const db = await getDb();
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
};
const n = (v: unknown) => Math.round(Number(v ?? 0));

/** "2026-12-14" → "2027-01-01" (the first of the month `months` on). */
function monthStart(day: string, months: number) {
  const [y, m] = day.split("-").map(Number) as [number, number];
  const at = new Date(Date.UTC(y, m - 1 + months, 1));
  return at.toISOString().slice(0, 10);
}

export async function getPipeline({
  from,
  to,
  today,
  timeZone,
  probabilities,
}: {
  from: string;
  to: string;
  /** The agency's calendar day: the forecast's months are counted from it. */
  today: string;
  timeZone: string;
  probabilities: StageProbabilities;
}): Promise<Pipeline> {
  const chance = sql.join(
    [
      sql`case status`,
      ...LEAD_STATUSES.map((s) => sql`when ${s} then ${probabilities[s]}::numeric`),
      sql`else 0 end`,
    ],
    sql` `,
  );
  const thisMonth = monthStart(today, 0);
  const nextMonth = monthStart(today, 1);
  const monthAfter = monthStart(today, 2);

  const [open] = await run<Record<string, unknown>>(
    sql`select count(deal_value_cents)::int as deals,
        coalesce(sum(deal_value_cents), 0) as value,
        coalesce(sum(deal_value_cents * ${chance} / 100), 0) as weighted,
        count(*) filter (where deal_value_cents is null)::int as without_value
      from chat_summaries where status not in ('Won', 'Lost')`,
  );
  const [ahead] = await run<Record<string, unknown>>(
    sql`select
        count(*) filter (where e < ${nextMonth}::date)::int as this_deals,
        coalesce(sum(v) filter (where e < ${nextMonth}::date), 0) as this_value,
        coalesce(sum(w) filter (where e < ${nextMonth}::date), 0) as this_weighted,
        count(*) filter (where e < ${thisMonth}::date)::int as this_overdue,
        count(*) filter (where e >= ${nextMonth}::date and e < ${monthAfter}::date)::int as next_deals,
        coalesce(sum(v) filter (where e >= ${nextMonth}::date and e < ${monthAfter}::date), 0) as next_value,
        coalesce(sum(w) filter (where e >= ${nextMonth}::date and e < ${monthAfter}::date), 0) as next_weighted
      from (select expected_close_on as e, deal_value_cents as v,
          deal_value_cents * ${chance} / 100 as w
        from chat_summaries
        where status not in ('Won', 'Lost') and deal_value_cents is not null
          and expected_close_on is not null) d`,
  );
  // A lead closed when its status last became Won or Lost (or when it was added so).
  const [closed] = await run<Record<string, unknown>>(
    sql`select count(*) filter (where status = 'Won')::int as won,
        count(*) filter (where status = 'Lost')::int as lost,
        coalesce(sum(deal_value_cents) filter (where status = 'Won'), 0) as won_cents
      from (select s.status, s.deal_value_cents,
          coalesce((select max(a.at) from lead_activity a
            where a.lead_id = s.id and a.kind = 'status' and a.to_value = s.status), s.created_at) as closed_at
        from chat_summaries s where s.status in ('Won', 'Lost')) c
      where (closed_at at time zone ${timeZone})::date between ${from}::date and ${to}::date`,
  );
  const [tickets] = await run<Record<string, unknown>>(
    sql`select count(*)::int as sold, coalesce(sum(amount_cents), 0) as cents
      from event_attendees
      where status = 'paid' and not guest and currency = 'usd'
        and (created_at at time zone ${timeZone})::date between ${from}::date and ${to}::date`,
  );
  const won = n(closed?.won);
  const lost = n(closed?.lost);
  return {
    probabilities,
    open: {
      deals: n(open?.deals),
      value_cents: n(open?.value),
      weighted_cents: n(open?.weighted),
      without_value: n(open?.without_value),
    },
    forecast: [
      {
        month: thisMonth.slice(0, 7),
        deals: n(ahead?.this_deals),
        value_cents: n(ahead?.this_value),
        weighted_cents: n(ahead?.this_weighted),
        overdue: n(ahead?.this_overdue),
      },
      {
        month: nextMonth.slice(0, 7),
        deals: n(ahead?.next_deals),
        value_cents: n(ahead?.next_value),
        weighted_cents: n(ahead?.next_weighted),
        overdue: 0,
      },
    ],
    won: {
      deals: won,
      deal_cents: n(closed?.won_cents),
      tickets: n(tickets?.sold),
      ticket_cents: n(tickets?.cents),
    },
    win_rate: { won, lost, rate: won + lost === 0 ? null : won / (won + lost) },
  };
}
