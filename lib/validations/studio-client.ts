// The content studio in the browser: its URL state (/admin/content?kind=&status=&q=&page=&edit=)
// and the shapes of the studio API's answers, parsed on arrival (never cast). Request bodies and
// field limits are in ./studio, shared with the handlers.
import { z } from "zod";
import { POST_STATUS_FILTERS, POST_STATUSES } from "./studio";

export const CONTENT_KINDS = ["posts", "use-cases"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Rows per page of the studio's lists. */
export const STUDIO_PAGE_SIZE = 20;

/** `edit` is a slug, or "new" for an article not written yet. */
const EDIT_TARGET = /^(?:new|[a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** The studio's URL state: bad values fall back to the defaults rather than failing. */
export const studioState = z.object({
  kind: z.enum(CONTENT_KINDS).catch("posts"),
  status: z.enum(POST_STATUS_FILTERS).catch("all"),
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  edit: z.string().max(120).regex(EDIT_TARGET).optional().catch(undefined),
});

export type StudioState = z.output<typeof studioState>;

/** The admin address of a studio state, leaving out the defaults; an editor's is its own route. */
export function studioHref(state: Partial<StudioState>): string {
  if (state.edit) return `/admin/content/${state.kind ?? "posts"}/${state.edit}`;
  const params = new URLSearchParams();
  if (state.kind && state.kind !== "posts") params.set("kind", state.kind);
  if (state.status && state.status !== "all") params.set("status", state.status);
  if (state.q) params.set("q", state.q);
  if (state.page && state.page > 1) params.set("page", String(state.page));
  const query = params.toString();
  return query ? `/admin/content?${query}` : "/admin/content";
}

const status = z.enum(POST_STATUSES);

/** One row of GET /api/blog/posts with a bearer token. */
export const studioPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  status,
  publish_at: z.string().nullable(),
  tags: z.array(z.string()),
  is_featured: z.boolean(),
  featured_image_url: z.string().nullable(),
  featured_image_alt: z.string().nullable(),
  ai_generated: z.boolean(),
  author_name: z.string(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});

/** GET /api/blog/posts/{slug} with a bearer token: the whole post and its workflow state. */
export const studioPostSchema = studioPostSummarySchema.extend({
  id: z.string(),
  content: z.string(),
  content_markdown: z.string().nullable(),
  author_avatar: z.string().nullable(),
  author_bio: z.string().nullable(),
  read_time_minutes: z.number(),
  meta_description: z.string().nullable(),
  meta_keywords: z.string().nullable(),
  approved_by: z.string().nullable(),
  approved_at: z.string().nullable(),
  created_at: z.string(),
  send_newsletter: z.boolean(),
  newsletter_sent_at: z.string().nullable(),
});

export type StudioPost = z.output<typeof studioPostSchema>;

/** POST /api/blog/posts, PATCH /api/blog/posts/{slug} and POST /api/admin/blog/draft. */
export const studioPostResponseSchema = z.object({ post: studioPostSchema });

export const studioUseCaseSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  industry: z.string(),
  image_url: z.string().nullable(),
  challenge: z.string(),
  solution: z.string(),
  challenge_markdown: z.string().nullable(),
  solution_markdown: z.string().nullable(),
  results: z.array(z.string()),
  status,
  publish_at: z.string().nullable(),
  position: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type StudioUseCase = z.output<typeof studioUseCaseSchema>;

/** POST /api/use-cases and PATCH /api/use-cases/{slug}. */
export const studioUseCaseResponseSchema = z.object({ use_case: studioUseCaseSchema });

/** POST /api/admin/preview */
export const previewResponseSchema = z.object({
  html: z.string(),
  words: z.number(),
  read_time_minutes: z.number(),
});

export type PreviewResponse = z.output<typeof previewResponseSchema>;

/** GET /api/admin/content/tags */
export const contentTagsSchema = z.object({ tags: z.array(z.string()) });

/** POST /api/admin/uploads */
export const uploadResponseSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  srcset: z.array(z.object({ url: z.string(), width: z.number() })),
  social_url: z.string(),
});

export type UploadedImage = z.output<typeof uploadResponseSchema>;

/** GET /api/admin/profile */
export const profileResponseSchema = z.object({
  profile: z.object({
    name: z.string(),
    avatar_url: z.string().nullable(),
    bio: z.string().nullable(),
  }),
  published_posts: z.number(),
});
