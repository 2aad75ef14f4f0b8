// Tag-based freshness for the cached public pages: pages tagPage() the content they show, the
// studio's writes expireTags() what changed. Only the tags are cached here (a no-op value); the
// data is read fresh whenever the page is regenerated.
import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { after } from "next/server";
import { CONTENT_TAGS } from "./cache-tags";

const outsideNext = (err: unknown) => String(err).includes("incrementalCache missing");

/** `fn` behind Next's data cache with these tags; outside a Next.js server it simply runs. */
function tagged<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  key: string[],
  options: { tags: string[]; revalidate?: number },
): (...args: A) => Promise<R> {
  const cached = unstable_cache(fn, key, options);
  return async (...args) => {
    try {
      return await cached(...args);
    } catch (err) {
      if (outsideNext(err)) return fn(...args);
      throw err;
    }
  };
}

/** Marks the page being rendered as showing content with these tags. */
export async function tagPage(...tags: string[]): Promise<void> {
  await tagged(async () => true, ["content-tags", ...tags], { tags })();
}

function expireNow(tags: string[]) {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (err) {
      if (!String(err).includes("static generation store missing")) {
        console.warn(`[content] could not revalidate ${tag}:`, err);
      }
    }
  }
}

/** Expires the tags before a route handler answers: whoever acts on the answer (a second visitor
 * after a registration took the last seat) already gets the page drawn anew. */
export function expireTagsNow(tags: string[]): string[] {
  expireNow(tags);
  return tags;
}

/** Expires the tags once the answer has left (inside a server action, at once would redraw the
 * admin's page into its answer), so the next request regenerates the page. */
export function expireTags(tags: string[]): string[] {
  try {
    after(() => expireNow(tags));
  } catch {
    expireNow(tags);
  }
  return tags;
}

type FeedPost = {
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  publishedAt: string | null;
  updatedAt: string;
  imageUrl: string | null;
  imageAlt: string | null;
};

/** The newest published posts, cached until a card changes (tag) or for 5 minutes: the feed,
 * sitemap and llms.txt without a query per request. */
export const cachedFeedPosts = tagged(
  async (limit: number): Promise<FeedPost[]> => {
    const { listRecentPosts } = await import("@/lib/db/queries/blog");
    const rows = await listRecentPosts({ limit });
    return rows.map((p) => ({
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      tags: p.tags,
      publishedAt: p.publishedAt?.toISOString() ?? null,
      updatedAt: p.updatedAt.toISOString(),
      imageUrl: p.featuredImageUrl,
      imageAlt: p.featuredImageAlt,
    }));
  },
  ["feed-posts"],
  { tags: [CONTENT_TAGS.postLists], revalidate: 300 },
);

/** Published use cases as plain data, cached like cachedFeedPosts. */
export const cachedUseCases = tagged(
  async () => {
    const { listUseCases } = await import("@/lib/db/queries/use-cases");
    return (await listUseCases()).map((u) => ({
      slug: u.slug,
      title: u.title,
      industry: u.industry,
      results: u.results,
    }));
  },
  ["use-case-list"],
  { tags: [CONTENT_TAGS.useCaseLists], revalidate: 300 },
);

// The tag filter's counts, cached like cachedFeedPosts: a blog search then costs one list query.
export const cachedTagCounts = tagged(
  async () => {
    const { listTags } = await import("@/lib/db/queries/blog");
    return listTags();
  },
  ["tag-counts"],
  { tags: [CONTENT_TAGS.postLists], revalidate: 600 },
);

/** Published events' addresses, for the sitemap. */
export const cachedEventSlugs = tagged(
  async () => {
    const { listPublicEvents } = await import("@/lib/db/queries/events");
    const { upcoming, past } = await listPublicEvents();
    return [...upcoming, ...past].map((e) => ({
      slug: e.slug,
      updatedAt: e.updatedAt.toISOString(),
    }));
  },
  ["event-list"],
  { tags: [CONTENT_TAGS.eventLists], revalidate: 300 },
);
