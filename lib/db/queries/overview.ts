// The owner's overview of a date range: leads per day or week by qualification and by source, the
// funnel (chats started → gave a contact detail → clicked Schedule Call → booked it → Won), the services and
// pain points named most, and how long leads waited for a first contact.
import "server-only";
import { and, gte, lte, type SQL, sql } from "drizzle-orm";
import { LEAD_QUALIFICATIONS, type LeadQualification } from "@/lib/validations/lead-qualification";
import { LEAD_STATUSES, type LeadStatus } from "@/lib/validations/lead-status";
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

  // The funnel follows chats only, each step within the one before it (a chat that booked
  // without leaving an email or phone is not a step further), so no step can show more than the
  // step above it. Booked: a call came back from the calendar, or the owner moved the lead to
  // Meeting booked or past it (the inbox's statuses). `won_all` is every source's.
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
        count(*) filter (where ${chatWithContact} and (${chatSummaries.status} in ('Meeting booked', 'Qualified', 'Won') or exists (
          select 1 from ${leadBookings} b
          where b.lead_id = ${chatSummaries.id} and b.status <> 'cancelled')))::int as booked,
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
  // "AI Solutions" and "AI solutions" are one: grouped without case, shown as most often written.
  const top = (column: SQL) =>
    run<{ name: string; n: number }>(
      sql`select mode() within group (order by btrim(t.name)) as name, count(*)::int as n
        from ${chatSummaries}, unnest(${column}) as t(name)
        where ${inRange} and btrim(t.name) <> ''
        group by lower(btrim(t.name)) order by n desc, name limit 8`,
    );
  const statuses = await run<{ status: LeadStatus; n: number }>(
    sql`select ${chatSummaries.status} as status, count(*)::int as n
      from ${chatSummaries} where ${inRange} group by ${chatSummaries.status}`,
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
  // `utm`: the name is a utm_ value, which the inbox can filter by. `everyLead`: leads without a
  // record count as "Unknown", so the rows add up to the period's leads.
  const byOrigin = async (name: SQL, utm: SQL, everyLead = false) =>
    (
      await run<{ name: string; utm: boolean; leads: number; booked: number }>(
        sql`select name, utm, count(*)::int as leads, count(*) filter (where booked)::int as booked
          from (select ${everyLead ? sql`coalesce(${name}, 'Unknown')` : name} as name, ${utm} as utm,
              exists (select 1 from ${leadBookings} b
              where b.lead_id = ${chatSummaries.id} and b.status <> 'cancelled') as booked
            from ${chatSummaries} where ${inRange}
              ${everyLead ? sql`` : sql`and ${chatSummaries.attribution} is not null`}) o
          where name is not null
          group by name, utm order by leads desc, booked desc, name limit ${everyLead ? 1000 : 8}`,
      )
    ).map((r) => ({
      name: r.name,
      utm: Boolean(r.utm),
      leads: Number(r.leads),
      booked: Number(r.booked),
    }));
  const origins = {
    sources: foldRest(
      await byOrigin(
        sql`case when ${chatSummaries.attribution} is not null then coalesce(${firstTouch}->>'utm_source', substring(${firstTouch}->>'referrer' from '^https?://([^/:]+)'), 'Direct') end`,
        sql`coalesce((${firstTouch}->>'utm_source') is not null, false)`,
        true,
      ),
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
    statuses: Object.fromEntries(
      LEAD_STATUSES.map((s) => [s, Number(statuses.find((r) => r.status === s)?.n ?? 0)]),
    ) as Record<LeadStatus, number>,
    topServices: services.map((r) => ({ name: r.name, count: Number(r.n) })),
    topPainPoints: painPoints.map((r) => ({ name: r.name, count: Number(r.n) })),
    firstContact: {
      medianMinutes: median === null || median === undefined ? null : Math.round(Number(median)),
      contacted: Number(firstContact?.contacted ?? 0),
    },
    origins,
  };
}

/** The first 7 origins, and the rest added up as "Other": the rows still sum to every lead. */
function foldRest<T extends { name: string; utm: boolean; leads: number; booked: number }>(
  rows: T[],
) {
  if (rows.length <= 8) return rows;
  const rest = rows.slice(7);
  const other = {
    name: "Other",
    utm: false,
    leads: rest.reduce((n, r) => n + r.leads, 0),
    booked: rest.reduce((n, r) => n + r.booked, 0),
  };
  return [...rows.slice(0, 7), other];
}

export type Overview = Awaited<ReturnType<typeof getOverview>>;
