import "server-only";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { getDb } from "../client";
import { events, posts, useCases } from "../schema";

/** The demo articles and use cases (by slug) still published, by title. */
export async function publishedAmong({
  postSlugs,
  useCaseSlugs,
}: {
  postSlugs: string[];
  useCaseSlugs: string[];
}): Promise<string[]> {
  const db = await getDb();
  const [p, u] = await Promise.all([
    postSlugs.length
      ? db
          .select({ title: posts.title })
          .from(posts)
          .where(and(inArray(posts.slug, postSlugs), eq(posts.status, "published")))
      : [],
    useCaseSlugs.length
      ? db
          .select({ title: useCases.title })
          .from(useCases)
          .where(and(inArray(useCases.slug, useCaseSlugs), eq(useCases.status, "published")))
      : [],
  ]);
  return [...p, ...u].map((r) => r.title);
}

/** Whether a published event still to come sells a priced ticket. */
export async function sellsPricedTickets(): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.status, "published"),
        gt(events.endsAt, sql`now()`),
        sql`exists (select 1 from jsonb_array_elements(${events.tickets}) t where (t->>'priceCents')::int > 0)`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
