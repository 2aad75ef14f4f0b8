// Request bodies of the owner's studio: posts and use cases written through the API, the AI
// draft, the author profile and the studio's lists. Field names are the API's snake_case.
import { z } from "zod";
import { hasControlCharacters, safeText, wellFormed, wholeNumber } from "@/lib/validations/common";

/** Only "published" is ever shown; "scheduled" goes live at its `publish_at`. */
export const POST_STATUSES = ["draft", "in_review", "scheduled", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const POST_STATUS_FILTERS = ["all", ...POST_STATUSES] as const;

/** Largest JSON body a post or use case may be written with (the content is most of it). */
export const CONTENT_MAX_BYTES = 512 * 1024;
export const CONTENT_MAX_CHARS = 200_000;

/** SEO length hints the editor shows; the API refuses only what is far past them. */
export const SEO_HINTS = {
  title: { ideal: 60, max: 200 },
  metaDescription: { ideal: 160, max: 320 },
  excerpt: { ideal: 200, max: 600 },
  metaKeywords: { max: 300 },
} as const;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Addresses the studio itself uses (?edit=new opens a new post). */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(["new"]);

const slug = z
  .string({ error: "slug must be text" })
  .trim()
  .toLowerCase()
  .max(120, "slug must be at most 120 characters")
  .regex(SLUG_PATTERN, "slug may use only lowercase letters, digits and single hyphens")
  .refine((v) => !RESERVED_SLUGS.has(v), "slug: this address is reserved, choose another");

const status = z.enum(POST_STATUSES, {
  error: "status must be draft, in_review, scheduled or published",
});

/** When a scheduled item goes live: with a time zone, so it means one instant. */
const publishAt = z.iso
  .datetime({ offset: true, error: "publish_at must be a date and time with its time zone" })
  .nullable();

const html = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(CONTENT_MAX_CHARS, `${label} must be at most ${CONTENT_MAX_CHARS} characters`)
    // Control characters (not tab or newline) break the feed's and the sitemap's XML downstream.
    .refine((v) => !hasControlCharacters(v), `${label} contains characters that are not allowed`)
    .overwrite(wellFormed);

/** A site path (/uploads/…, /images/…) or an https address; never javascript: or data:. */
export const imageUrl = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine(
      (v) => v === "" || /^\/(?!\/)[^\s]*$/.test(v) || /^https:\/\/[^\s]+$/i.test(v),
      `${label} must be a path on this site or an https address`,
    )
    .transform((v) => v || null);

const optionalText = (label: string, max: number) =>
  safeText(label, max).transform((v) => v || null);

const tags = z
  .array(safeText("tag", 50, { min: 1 }), { error: "tags must be a list of text" })
  .max(12, "tags: at most 12 tags")
  .transform((list) => [...new Set(list)]);

const postFields = {
  title: safeText("title", SEO_HINTS.title.max, { min: 1 }),
  slug,
  content: html("content"),
  content_markdown: html("content_markdown"),
  excerpt: safeText("excerpt", SEO_HINTS.excerpt.max),
  tags,
  is_featured: z.boolean({ error: "is_featured must be true or false" }),
  featured_image_url: imageUrl("featured_image_url").nullable(),
  featured_image_alt: optionalText("featured_image_alt", 250).nullable(),
  meta_description: optionalText("meta_description", SEO_HINTS.metaDescription.max).nullable(),
  meta_keywords: optionalText("meta_keywords", SEO_HINTS.metaKeywords.max).nullable(),
  status,
  publish_at: publishAt,
  /** Email it to the newsletter's confirmed subscribers when it goes live (once per post). */
  send_newsletter: z.boolean({ error: "send_newsletter must be true or false" }),
};

/** POST /api/blog/posts: a title and a body (HTML or Markdown); everything else optional. */
export const postCreateSchema = z
  .strictObject({
    ...postFields,
    slug: postFields.slug.optional(),
    content: postFields.content.optional(),
    content_markdown: postFields.content_markdown.optional(),
    excerpt: postFields.excerpt.optional(),
    tags: postFields.tags.optional(),
    is_featured: postFields.is_featured.optional(),
    featured_image_url: postFields.featured_image_url.optional(),
    featured_image_alt: postFields.featured_image_alt.optional(),
    meta_description: postFields.meta_description.optional(),
    meta_keywords: postFields.meta_keywords.optional(),
    status: postFields.status.default("draft"),
    publish_at: postFields.publish_at.optional(),
    send_newsletter: postFields.send_newsletter.optional(),
  })
  .refine((p) => p.content !== undefined || p.content_markdown !== undefined, {
    message: "content or content_markdown is required",
    path: ["content"],
  });

const ifUnmodifiedSince = z.iso.datetime({
  error: "if_unmodified_since must be a date and time",
});

/** PATCH /api/blog/posts/{slug}: at least one field. With `if_unmodified_since`, a post changed
 * since is not overwritten (409 `edit_conflict`), so an old tab cannot undo a newer save. */
export const postPatchSchema = z
  .strictObject({
    ...postFields,
    if_unmodified_since: ifUnmodifiedSince,
  })
  .partial()
  .refine(
    ({ if_unmodified_since: _, ...fields }) => Object.keys(fields).length > 0,
    "Send at least one field to change",
  );

export type PostCreate = z.output<typeof postCreateSchema>;
export type PostPatch = z.output<typeof postPatchSchema>;

const useCaseFields = {
  title: safeText("title", 200, { min: 1 }),
  slug,
  industry: safeText("industry", 120, { min: 1 }),
  image_url: imageUrl("image_url").nullable(),
  challenge: html("challenge"),
  solution: html("solution"),
  challenge_markdown: html("challenge_markdown"),
  solution_markdown: html("solution_markdown"),
  results: z
    .array(safeText("result", 300, { min: 1 }), { error: "results must be a list of text" })
    .max(12, "results: at most 12"),
  position: z.number().int().min(0).max(10_000),
  status,
  publish_at: publishAt,
};

// Challenge and solution come as HTML or as Markdown (then stored beside the HTML it renders to).
type CaseText = {
  challenge?: string;
  solution?: string;
  challenge_markdown?: string;
  solution_markdown?: string;
};
const blank = (v: string | undefined) => v === undefined || v.trim() === "";
const required = (field: "challenge" | "solution") => (p: CaseText) =>
  !blank(p[`${field}_markdown`]) || !blank(p[field]);
const notEmptied = (field: "challenge" | "solution") => (p: CaseText) =>
  (p[field] === undefined && p[`${field}_markdown`] === undefined) || required(field)(p);

export const useCaseCreateSchema = z
  .strictObject({
    ...useCaseFields,
    slug: useCaseFields.slug.optional(),
    image_url: useCaseFields.image_url.optional(),
    challenge: useCaseFields.challenge.optional(),
    solution: useCaseFields.solution.optional(),
    challenge_markdown: useCaseFields.challenge_markdown.optional(),
    solution_markdown: useCaseFields.solution_markdown.optional(),
    results: useCaseFields.results.default([]),
    position: useCaseFields.position.optional(),
    status: useCaseFields.status.default("draft"),
    publish_at: useCaseFields.publish_at.optional(),
  })
  .refine(required("challenge"), { message: "challenge is required", path: ["challenge"] })
  .refine(required("solution"), { message: "solution is required", path: ["solution"] });

// PATCH /api/use-cases/{slug}: any of the fields; at least one. `if_unmodified_since` as for posts.
export const useCasePatchSchema = z
  .strictObject({ ...useCaseFields, if_unmodified_since: ifUnmodifiedSince })
  .partial()
  .refine(
    ({ if_unmodified_since: _, ...fields }) => Object.keys(fields).length > 0,
    "Send at least one field to change",
  )
  .refine(notEmptied("challenge"), { message: "challenge is required", path: ["challenge"] })
  .refine(notEmptied("solution"), { message: "solution is required", path: ["solution"] });

export type UseCaseCreate = z.output<typeof useCaseCreateSchema>;
export type UseCasePatch = z.output<typeof useCasePatchSchema>;

/** GET /api/blog/posts and /api/use-cases with a bearer token: the studio's lists. */
export const studioListQuery = z.object({
  status: z
    .enum(POST_STATUS_FILTERS, {
      error: "status must be draft, in_review, scheduled, published or all",
    })
    .default("all"),
  search: safeText("search", 100)
    .transform((v) => v || undefined)
    .optional(),
  page: wholeNumber("page", { max: 10_000 }).default(1),
  limit: wholeNumber("limit", { max: 100 }).default(20),
});

/** POST /api/admin/blog/draft */
export const aiDraftSchema = z.strictObject({
  title: safeText("title", SEO_HINTS.title.max, { min: 1 }),
  notes: safeText("notes", 4000).default(""),
});

/** PATCH /api/admin/profile: the author shown under posts. */
export const profileSchema = z
  .strictObject({
    name: safeText("name", 100, { min: 1 }),
    avatar_url: imageUrl("avatar_url").nullable(),
    bio: optionalText("bio", 500).nullable(),
  })
  .partial()
  .refine((p) => Object.keys(p).length > 0, "Send at least one field to change");

/** POST /api/admin/preview: Markdown rendered exactly as it will be published. */
export const previewSchema = z.strictObject({ markdown: html("markdown") });

/** A studio server action on one post or use case, named by its address. */
export const slugInputSchema = z.object({
  slug: z
    .string({ error: "slug must be text" })
    .max(120, "slug must be at most 120 characters")
    .regex(SLUG_PATTERN, "No such post or use case"),
});

/** The editors' saves as server actions: the address, and the API's PATCH body. */
export const postPatchActionSchema = z.object({
  slug: slugInputSchema.shape.slug,
  patch: postPatchSchema,
});
export const useCasePatchActionSchema = z.object({
  slug: slugInputSchema.shape.slug,
  patch: useCasePatchSchema,
});
