// Events: the admin's reads and writes (every status, every column) and the public reads
// (published only, never the meeting address).
import "server-only";
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  like,
  lte,
  ne,
  or,
  sql,
} from "drizzle-orm";
import { getDb } from "../client";
import {
  auditLog,
  type Event,
  type EventHostJson,
  events,
  type NewEvent,
  scheduledRuns,
} from "../schema";

export async function listEventsForAdmin(): Promise<Event[]> {
  const db = await getDb();
  return db.select().from(events).orderBy(desc(events.startsAt));
}

export async function getEventById(id: string): Promise<Event | null> {
  const db = await getDb();
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row ?? null;
}

export async function takenEventSlugs(base: string): Promise<Set<string>> {
  const db = await getDb();
  const rows = await db
    .select({ slug: events.slug })
    .from(events)
    .where(or(eq(events.slug, base), like(events.slug, `${base.replace(/[\\%_]/g, "\\$&")}-%`)));
  return new Set(rows.map((r) => r.slug));
}

export async function insertEvent(values: NewEvent): Promise<Event> {
  const db = await getDb();
  const [row] = await db.insert(events).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** The updated event; null when there is none, or it changed since `unmodifiedSince`. */
export async function updateEventById(
  id: string,
  set: Partial<NewEvent>,
  unmodifiedSince?: Date,
): Promise<Event | null> {
  const db = await getDb();
  const [row] = await db
    .update(events)
    .set(set)
    .where(
      and(
        eq(events.id, id),
        unmodifiedSince
          ? sql`date_trunc('milliseconds', ${events.updatedAt}) = ${unmodifiedSince.toISOString()}::timestamptz`
          : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

export async function deleteEventById(id: string): Promise<Event | null> {
  const db = await getDb();
  const [row] = await db.delete(events).where(eq(events.id, id)).returning();
  return row ?? null;
}

// ---- public ----

/** What a public page may show of an event: everything but the meeting address. */
export type PublicEvent = Omit<Event, "meetingUrl">;
const { meetingUrl: _private, ...publicColumns } = getTableColumns(events);

/** A published or cancelled event at `slug` (a cancelled one says so on its page). */
export async function getPublicEventBySlug(slug: string): Promise<PublicEvent | null> {
  const db = await getDb();
  const [row] = await db
    .select(publicColumns)
    .from(events)
    .where(and(eq(events.slug, slug), inArray(events.status, ["published", "cancelled"])))
    .limit(1);
  return row ?? null;
}

/** Published events: those not over yet soonest first, then past ones, latest first. */
export async function listPublicEvents(now = new Date()) {
  const db = await getDb();
  const published = eq(events.status, "published");
  const [upcoming, past] = await Promise.all([
    db
      .select(publicColumns)
      .from(events)
      .where(and(published, gt(events.endsAt, now)))
      .orderBy(asc(events.startsAt)),
    db
      .select(publicColumns)
      .from(events)
      .where(and(published, lte(events.endsAt, now)))
      .orderBy(desc(events.startsAt)),
  ]);
  return { upcoming, past };
}

/** The soonest published event that has not started yet, other than `except`. */
export async function nextUpcomingEvent(
  now = new Date(),
  except?: string,
): Promise<PublicEvent | null> {
  const db = await getDb();
  const [row] = await db
    .select(publicColumns)
    .from(events)
    .where(
      and(
        eq(events.status, "published"),
        gt(events.startsAt, now),
        except ? ne(events.id, except) : undefined,
      ),
    )
    .orderBy(asc(events.startsAt))
    .limit(1);
  return row ?? null;
}

/** Adds `event` the first time any instance starts on this database, never again (a deleted
 * event stays deleted); answers whether it was added. */
export async function seedEventOnce(event: NewEvent): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(scheduledRuns)
      .values({ job: "seed", run: `event:${event.slug}` })
      .onConflictDoNothing()
      .returning({ job: scheduledRuns.job });
    if (claimed.length === 0) return false;
    const added = await tx
      .insert(events)
      .values(event)
      .onConflictDoNothing()
      .returning({ id: events.id });
    return added.length > 0;
  });
}

/** Gives an event seeded before its description and hosts' details were seeded those, once per
 * database, and only where the owner has not changed them (an empty description, the hosts as
 * first seeded). */
export async function fillSeededEventOnce(
  slug: string,
  fill: {
    bodyMarkdown: string;
    body: string;
    hostsBefore: EventHostJson[];
    hosts: EventHostJson[];
  },
): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(scheduledRuns)
      .values({ job: "seed", run: `event-copy:${slug}` })
      .onConflictDoNothing()
      .returning({ job: scheduledRuns.job });
    if (claimed.length === 0) return;
    await tx
      .update(events)
      .set({ bodyMarkdown: fill.bodyMarkdown, body: fill.body })
      .where(and(eq(events.slug, slug), eq(events.bodyMarkdown, "")));
    await tx
      .update(events)
      .set({ hosts: fill.hosts })
      .where(
        and(
          eq(events.slug, slug),
          sql`${events.hosts} = ${JSON.stringify(fill.hostsBefore)}::jsonb`,
        ),
      );
  });
}

/** Publishes the scheduled events due at `now`, once across instances (see publishDuePosts). */
export async function publishDueEvents(now: Date) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(events)
      .set({ status: "published", publishAt: null, updatedAt: now })
      .where(and(eq(events.status, "scheduled"), lte(events.publishAt, now)))
      .returning();
    if (rows.length) {
      await tx.insert(auditLog).values(
        rows.map((r) => ({
          userId: null,
          actor: "scheduler",
          action: "content_published",
          ip: null,
          userAgent: null,
          details: {
            kind: "event",
            slug: r.slug,
            title: r.title,
            status: "published",
            scheduled: true,
          },
        })),
      );
    }
    return rows;
  });
}
