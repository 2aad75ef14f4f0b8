// Scheduled posts and use cases go live: every instance asks every few seconds (scripts/
// server.mjs, through app/api/internal/publish-due), and the one whose statement flips a row
// publishes it (lib/db/queries/studio.ts), refreshing its pages and lists and recording it in the
// audit log as the scheduler's doing.
import "server-only";
import { insertAuditEntry } from "@/lib/db/queries/audit";
import { publishDuePosts, publishDueUseCases } from "@/lib/db/queries/studio";
import { expireTags } from "./cache";
import { changedUseCaseTags, postChangeTags } from "./cache-tags";

/** Publishes what is due at `now`; answers the slugs it published. */
export async function publishDueContent(now = new Date()) {
  const [posts, useCases] = await Promise.all([publishDuePosts(now), publishDueUseCases(now)]);
  const published = [
    ...posts.map((p) => ({
      kind: "post",
      row: p,
      tags: postChangeTags({ ...p, status: "scheduled" }, p),
    })),
    ...useCases.map((u) => ({
      kind: "use_case",
      row: u,
      tags: changedUseCaseTags({ ...u, status: "scheduled" }, u),
    })),
  ];
  for (const { kind, row, tags } of published) {
    expireTags(tags);
    await insertAuditEntry({
      userId: null,
      actor: "scheduler",
      action: "content_published",
      ip: null,
      userAgent: null,
      details: { kind, slug: row.slug, title: row.title, status: "published", scheduled: true },
    });
  }
  return { posts: posts.map((p) => p.slug), useCases: useCases.map((u) => u.slug) };
}
