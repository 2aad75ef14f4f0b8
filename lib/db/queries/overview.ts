// The owner's overview of a date range: leads per day or week by qualification and by source, the
// funnel (chats started → gave a contact detail → clicked Schedule Call → booked it → Won), the services and
// pain points named most, and how long leads waited for a first contact.
import "server-only";
import { and, gte, lte, type SQL, sql } from "drizzle-orm";
import { LEAD_QUALIFICATIONS, type LeadQualification } from "@/lib/validations/lead-qualification";
import { LEAD_SOURCES, type LeadSource } from "@/lib/validations/summaries";
import { getDb } from "../client";
import { chatSummaries, dailyMetrics, leadBookings } from "../schema";

/** Counts one chat session issued today (the agency's day). Best effort: never fails the chat. */
export async function countChatSession({ day }: { day: string }) {
  const db = await getDb();
  await db
    .insert(dailyMetrics)
    .values({ day, name: "chat_sessions", value: 1 })
    .onConflictDoUpdate({
      target: [dailyMetrics.day, dailyMetrics.name],
      set: { value: sql`${dailyMetrics.value} + 1` },
    });
}

export type OverviewBucket = "day" | "week";

export type OverviewPoint = {
  /** The first day of the bucket (YYYY-MM-DD). */
  start: string;
  total: number;
  qualification: Record<LeadQualification, number>;
  source: Record<LeadSource, number>;
};

type Rows<T> = { rows: T[] };
const run = async <T>(query: SQL) => {
  const db = await getDb();
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
};

const effectiveQualification = sql`coalesce(${chatSummaries.ownerQualification}, ${chatSummaries.leadQualification})`;

export async function getOverview({
  from,
  to,
  bucket,
}: {
  from: string;
  to: string;
  bucket: OverviewBucket;
}) {
  const inRange = and(
    gte(chatSummaries.interactionDate, from),
    lte(chatSummaries.interactionDate, to),
  );
  const step = bucket === "week" ? sql`interval '1 week'` : sql`interval '1 day'`;
  const first =
    bucket === "week"
      ? sql`date_trunc('week', ${from}::date::timestamp)`
      : sql`${from}::date::timestamp`;
  const bucketOf =
    bucket === "week"
      ? sql`date_trunc('week', ${chatSummaries.interactionDate}::timestamp)`
      : sql`${chatSummaries.interactionDate}::timestamp`;

  // Every bucket of the range, with zeros where nothing happened.
  const grouped = await run<{ start: string; qualification: string; source: string; n: number }>(
    sql`select to_char(b.start, 'YYYY-MM-DD') as start, l.qualification, l.source, count(l.id)::int as n
      from generate_series(${first}, ${to}::date::timestamp, ${step}) as b(start)
      left join (
        select ${chatSummaries.id} as id, ${bucketOf} as start, ${effectiveQualification} as qualification,
          ${chatSummaries.source} as source
        from ${chatSummaries} where ${inRange}
      ) l on l.start = b.start
      group by b.start, l.qualification, l.source
      order by b.start`,
  );
  const points = new Map<string, OverviewPoint>();
  for (const row of grouped) {
    const point = points.get(row.start) ?? {
      start: row.start,
      total: 0,
      qualification: Object.fromEntries(LEAD_QUALIFICATIONS.map((q) => [q, 0])) as Record<
        LeadQualification,
        number
      >,
      source: Object.fromEntries(LEAD_SOURCES.map((s) => [s, 0])) as Record<LeadSource, number>,
    };
    const n = Number(row.n);
    if (n > 0) {
      point.total += n;
      point.qualification[row.qualification as LeadQualification] += n;
      point.source[row.source as LeadSource] += n;
    }
    points.set(row.start, point);
  }

  // The funnel follows chats only, each step within the one before it (a chat that clicked
  // Schedule Call without leaving an email or phone is not a step further), so no step can
  // show more than the step above it; `won_all` is every source's.
  const chatWithContact = sql`${chatSummaries.source} = 'chat' and (${chatSummaries.contactEmail} is not null or ${chatSummaries.contactPhone} is not null)`;
  const [funnel] = await run<{
    with_contact: number;
    schedule_call: number;
    booked: number;
    won: number;
    won_all: number;
    leads: number;
    awaiting: number;
  }>(
    sql`select
        count(*) filter (where ${chatWithContact})::int as with_contact,
        count(*) filter (where ${chatWithContact} and ${chatSummaries.callToActionOffered})::int as schedule_call,
        count(*) filter (where ${chatWithContact} and ${chatSummaries.callToActionOffered} and exists (
          select 1 from ${leadBookings} b
          where b.lead_id = ${chatSummaries.id} and b.status <> 'cancelled'))::int as booked,
        count(*) filter (where ${chatWithContact} and ${chatSummaries.status} = 'Won')::int as won,
        count(*) filter (where ${chatSummaries.status} = 'Won')::int as won_all,
        count(*)::int as leads,
        count(*) filter (where ${chatSummaries.status} = 'New' and ${chatSummaries.firstContactedAt} is null and (${chatSummaries.contactEmail} is not null or ${chatSummaries.contactPhone} is not null))::int as awaiting
      from ${chatSummaries} where ${inRange}`,
  );
  const [sessions] = await run<{ n: number }>(
    sql`select coalesce(sum(${dailyMetrics.value}), 0)::int as n from ${dailyMetrics}
      where ${dailyMetrics.name} = 'chat_sessions' and ${dailyMetrics.day} between ${from} and ${to}`,
  );
  const top = (column: SQL) =>
    run<{ name: string; n: number }>(
      sql`select t.name, count(*)::int as n
        from ${chatSummaries}, unnest(${column}) as t(name)
        where ${inRange}
        group by t.name order by n desc, t.name limit 8`,
    );
  const services = await top(sql`${chatSummaries.servicesDiscussed}`);
  const painPoints = await top(sql`${chatSummaries.keyPainPoints}`);
  const [firstContact] = await run<{ median_minutes: number | null; contacted: number }>(
    sql`select
        percentile_cont(0.5) within group (
          order by extract(epoch from (${chatSummaries.firstContactedAt} - ${chatSummaries.createdAt})) / 60
        ) as median_minutes,
        count(${chatSummaries.firstContactedAt})::int as contacted
      from ${chatSummaries}
      where ${inRange} and ${chatSummaries.firstContactedAt} is not null`,
  );

  // Where leads first came from: utm_source, else the referring site, else Direct; the campaign;
  // and the page they landed on (without its query: which articles bring leads).
  const firstTouch = sql`${chatSummaries.attribution}->'first'`;
  // `utm`: the name is a utm_ value, which the inbox can filter by.
  const byOrigin = async (name: SQL, utm: SQL) =>
    (
      await run<{ name: string; utm: boolean; leads: number; booked: number }>(
        sql`select name, utm, count(*)::int as leads, count(*) filter (where booked)::int as booked
          from (select ${name} as name, ${utm} as utm, exists (select 1 from ${leadBookings} b
              where b.lead_id = ${chatSummaries.id} and b.status <> 'cancelled') as booked
            from ${chatSummaries} where ${inRange} and ${chatSummaries.attribution} is not null) o
          where name is not null
          group by name, utm order by leads desc, booked desc, name limit 8`,
      )
    ).map((r) => ({
      name: r.name,
      utm: Boolean(r.utm),
      leads: Number(r.leads),
      booked: Number(r.booked),
    }));
  const origins = {
    sources: await byOrigin(
      sql`coalesce(${firstTouch}->>'utm_source', substring(${firstTouch}->>'referrer' from '^https?://([^/:]+)'), 'Direct')`,
      sql`(${firstTouch}->>'utm_source') is not null`,
    ),
    campaigns: await byOrigin(sql`${firstTouch}->>'utm_campaign'`, sql`true`),
    landingPages: await byOrigin(
      sql`split_part(${firstTouch}->>'landing_page', '?', 1)`,
      sql`false`,
    ),
  };

  const median = firstContact?.median_minutes;
  return {
    series: [...points.values()],
    funnel: {
      chatsStarted: Number(sessions?.n ?? 0),
      withContact: Number(funnel?.with_contact ?? 0),
      scheduleCall: Number(funnel?.schedule_call ?? 0),
      booked: Number(funnel?.booked ?? 0),
      won: Number(funnel?.won ?? 0),
    },
    leads: Number(funnel?.leads ?? 0),
    won: Number(funnel?.won_all ?? 0),
    awaitingFirstContact: Number(funnel?.awaiting ?? 0),
    topServices: services.map((r) => ({ name: r.name, count: Number(r.n) })),
    topPainPoints: painPoints.map((r) => ({ name: r.name, count: Number(r.n) })),
    firstContact: {
      medianMinutes: median === null || median === undefined ? null : Math.round(Number(median)),
      contacted: Number(firstContact?.contacted ?? 0),
    },
    origins,
  };
}

export type Overview = Awaited<ReturnType<typeof getOverview>>;
