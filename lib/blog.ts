// Blog rules shared by the API, the pages and their tests: how many tags and page buttons show,
// the page-number window, related-post choice and the JSON shape of a post (snake_case, as the
// API promises). The page sizes are the request's limits, in lib/validations/blog.ts.
import type { PublicPost } from "@/lib/db/queries/blog";
import type { Post } from "@/lib/db/schema";

export const MAX_TAG_FILTERS = 8;
export const MAX_PAGE_BUTTONS = 5;
export const FEATURED_TAGS_SHOWN = 3;
export const CARD_TAGS_SHOWN = 2;
export const RELATED_POSTS = 3;
export const FALLBACK_IMAGE = "/images/blog/fallback.svg";

/** Cache lifetimes of the public blog answers, in seconds. */
export const BLOG_CACHE = { list: 300, tags: 600, featured: 600 } as const;

/** At most `max` page numbers around `current`, within 1..total (page 5 of 9 → 3–7). */
export function pageWindow(current: number, total: number, max = MAX_PAGE_BUTTONS): number[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  const start = Math.max(1, Math.min(page - Math.floor(max / 2), total - max + 1));
  const end = Math.min(total, start + max - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

type Relatable = { slug: string; tags: string[]; publishedAt: Date | string | null };

/** Up to `n` other posts, never the current one: most shared tags first, then newest. */
export function chooseRelated<T extends Relatable>(
  current: Relatable,
  candidates: T[],
  n = RELATED_POSTS,
): T[] {
  const tags = new Set(current.tags);
  const time = (p: Relatable) => (p.publishedAt ? new Date(p.publishedAt).getTime() : 0);
  return candidates
    .filter((p) => p.slug !== current.slug)
    .map((p) => ({ p, shared: p.tags.filter((t) => tags.has(t)).length }))
    .sort((a, b) => b.shared - a.shared || time(b.p) - time(a.p))
    .slice(0, n)
    .map(({ p }) => p);
}

export type PostJson = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  featured_image_url: string | null;
  featured_image_alt: string | null;
  is_featured: boolean;
  tags: string[];
  author_name: string;
  author_avatar: string | null;
  author_bio: string | null;
  published_at: string | null;
  updated_at: string;
  read_time_minutes: number;
  meta_description: string | null;
  meta_keywords: string | null;
};

export function serializePost(p: PublicPost): PostJson {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    excerpt: p.excerpt,
    content: p.content,
    featured_image_url: p.featuredImageUrl,
    featured_image_alt: p.featuredImageAlt,
    is_featured: p.isFeatured,
    tags: p.tags,
    author_name: p.authorName,
    author_avatar: p.authorAvatar,
    author_bio: p.authorBio,
    published_at: p.publishedAt ? p.publishedAt.toISOString() : null,
    updated_at: p.updatedAt.toISOString(),
    read_time_minutes: p.readTimeMinutes,
    meta_description: p.metaDescription,
    meta_keywords: p.metaKeywords,
  };
}

// One formatter per time zone: making one costs more than formatting a whole page of dates.
const longDates = new Map<string, Intl.DateTimeFormat>();

/** "November 21, 2026" on the business's calendar (`timeZone` is site.timeZone). */
export function formatPostDate(date: Date | string | null, timeZone: string): string {
  if (!date) return "";
  let format = longDates.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone });
    longDates.set(timeZone, format);
  }
  return format.format(new Date(date));
}

/** A post as the studio sees it: the public fields plus its workflow state. */
export type StudioPostJson = PostJson & {
  status: Post["status"];
  /** When a scheduled post goes live. */
  publish_at: string | null;
  /** Emailed to the subscribers when it goes live; when it was. */
  send_newsletter: boolean;
  newsletter_sent_at: string | null;
  content_markdown: string | null;
  ai_generated: boolean;
  approved_by: string | null;
  approved_at: string | null;
  created_at: string;
};

export function serializeStudioPost(p: Post): StudioPostJson {
  return {
    ...serializePost(p),
    status: p.status,
    publish_at: p.publishAt?.toISOString() ?? null,
    send_newsletter: p.sendNewsletter,
    newsletter_sent_at: p.newsletterSentAt?.toISOString() ?? null,
    content_markdown: p.contentMarkdown,
    ai_generated: p.aiGenerated,
    approved_by: p.approvedBy,
    approved_at: p.approvedAt ? p.approvedAt.toISOString() : null,
    created_at: p.createdAt.toISOString(),
  };
}
