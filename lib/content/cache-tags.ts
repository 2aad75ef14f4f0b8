// Which cached public pages a change to a post or use case touches. The pages tag themselves
// (lib/content/cache.ts); the studio's writes expire exactly these tags, so a publish shows on
// the next request while every other page stays cached.

export const CONTENT_TAGS = {
  // Every list of published posts: /blog pages, tag pages, related posts, the feed, the sitemap,
  // llms.txt.
  postLists: "posts",
  post: (slug: string) => `post:${slug}`,
  /** The use-case list pages, the sitemap, llms.txt. */
  useCaseLists: "use-cases",
  oneUseCase: (slug: string) => `use-case:${slug}`,
  /** The /events list and what points to the next event (past events' pages, the sitemap). */
  eventLists: "events",
  event: (slug: string) => `event:${slug}`,
  /** The figures, testimonials and team (lib/proof): the home page and About. */
  proof: "proof",
  // A blog search's results: kept by each instance, never in the shared cache (config/cache-
  // handler.mjs).
  searches: "searches",
} as const;

type Snapshot = {
  slug: string;
  status: string;
  title: string;
  excerpt?: string;
  tags?: string[];
  isFeatured?: boolean;
  featuredImageUrl?: string | null;
  featuredImageAlt?: string | null;
  publishedAt?: Date | null;
  authorName?: string;
  approvedBy?: string | null;
};

// What a list, card or feed entry shows of a post; a change elsewhere (the body, SEO fields)
// only touches the article itself.
const cardFields = [
  "title",
  "excerpt",
  "isFeatured",
  "featuredImageUrl",
  "featuredImageAlt",
  "authorName",
] as const satisfies ReadonlyArray<keyof Snapshot>;

function cardChanged(a: Snapshot, b: Snapshot): boolean {
  if (cardFields.some((f) => a[f] !== b[f])) return true;
  if ((a.publishedAt?.getTime() ?? 0) !== (b.publishedAt?.getTime() ?? 0)) return true;
  return (a.tags ?? []).join("\u0000") !== (b.tags ?? []).join("\u0000");
}

/** The tags to expire after a post went from `before` to `after` (null: absent); none while it
 * stays unpublished. */
export function postChangeTags(before: Snapshot | null, after: Snapshot | null): string[] {
  const wasPublic = before?.status === "published";
  const isPublic = after?.status === "published";
  if (!wasPublic && !isPublic) return [];
  const tags = new Set<string>();
  if (before) tags.add(CONTENT_TAGS.post(before.slug));
  if (after) tags.add(CONTENT_TAGS.post(after.slug));
  if (wasPublic !== isPublic || !before || !after || before.slug !== after.slug) {
    tags.add(CONTENT_TAGS.postLists);
  } else if (cardChanged(before, after)) {
    tags.add(CONTENT_TAGS.postLists);
  }
  return [...tags];
}

/** The same for a use case: any change to a published one shows in its list card. */
export function changedUseCaseTags(before: Snapshot | null, after: Snapshot | null): string[] {
  const wasPublic = before?.status === "published";
  const isPublic = after?.status === "published";
  if (!wasPublic && !isPublic) return [];
  const tags = new Set<string>([CONTENT_TAGS.useCaseLists]);
  if (before) tags.add(CONTENT_TAGS.oneUseCase(before.slug));
  if (after) tags.add(CONTENT_TAGS.oneUseCase(after.slug));
  return [...tags];
}
