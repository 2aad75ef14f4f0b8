// Scheduled posts, use cases and events go live: the publishing job (lib/jobs) asks every 15 s
// through app/api/internal/publish-due, and the run whose statement flips a row publishes it with
// its audit entry (lib/db/queries/studio-schedule.ts); this refreshes its pages.
import "server-only";
import { publishDueEvents } from "@/lib/db/queries/events";
import { publishDuePosts, publishDueUseCases } from "@/lib/db/queries/studio-schedule";
import { expireTags } from "./cache";
import { CONTENT_TAGS, changedUseCaseTags, postChangeTags } from "./cache-tags";

/** Publishes what is due at `now`; answers the slugs it published. */
export async function publishDueContent(now = new Date()) {
  // One table after the other: posts already live are refreshed even if use cases fail.
  const posts = await publishDuePosts(now);
  for (const p of posts) expireTags(postChangeTags({ ...p, status: "scheduled" }, p));
  const useCases = await publishDueUseCases(now);
  for (const u of useCases) expireTags(changedUseCaseTags({ ...u, status: "scheduled" }, u));
  const events = await publishDueEvents(now);
  for (const e of events) expireTags([CONTENT_TAGS.eventLists, CONTENT_TAGS.event(e.slug)]);
  return {
    posts: posts.map((p) => p.slug),
    useCases: useCases.map((u) => u.slug),
    events: events.map((e) => e.slug),
  };
}
