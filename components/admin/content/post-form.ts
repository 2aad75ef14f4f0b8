// The post editor's form as plain data, apart from React. A PATCH sends only what changed.
import type { z } from "zod";
import { createPostAction, updatePostAction } from "@/lib/actions/content";
import {
  type PostStatus,
  type postCreateSchema,
  type postPatchSchema,
  SLUG_PATTERN,
} from "@/lib/validations/studio";
import { type StudioPost, studioPostResponseSchema } from "@/lib/validations/studio-client";
import { htmlToMarkdown } from "./html-to-markdown";
import type { FormProblem } from "./title-slug";
import { hasUploadMarker, UPLOADING_MESSAGE } from "./upload-marker";
import type { EditorSpec } from "./use-content-editor";

export type PostForm = {
  title: string;
  slug: string;
  /** Markdown; a post written as HTML shows its HTML, which Markdown passes through. */
  body: string;
  excerpt: string;
  tags: string[];
  featured: boolean;
  /** The featured image's address; "" for none. */
  image: string;
  /** What it shows, for those who cannot see it. */
  imageAlt: string;
  metaDescription: string;
  metaKeywords: string;
};

export type PostPatchBody = z.input<typeof postPatchSchema>;
type PostCreateBody = z.input<typeof postCreateSchema>;

export const emptyPostForm: PostForm = {
  title: "",
  slug: "",
  body: "",
  excerpt: "",
  tags: [],
  featured: false,
  image: "",
  imageAlt: "",
  metaDescription: "",
  metaKeywords: "",
};

export function formFromPost(post: StudioPost): PostForm {
  return {
    title: post.title,
    slug: post.slug,
    body: post.content_markdown ?? htmlToMarkdown(post.content),
    excerpt: post.excerpt,
    tags: post.tags,
    featured: post.is_featured,
    image: post.featured_image_url ?? "",
    imageAlt: post.featured_image_alt ?? "",
    metaDescription: post.meta_description ?? "",
    metaKeywords: post.meta_keywords ?? "",
  };
}

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

export function postChanges(before: PostForm, after: PostForm): PostPatchBody {
  const out: PostPatchBody = {};
  if (after.title !== before.title) out.title = after.title.trim();
  if (after.slug !== before.slug) out.slug = after.slug;
  if (after.body !== before.body) out.content_markdown = after.body;
  if (after.excerpt !== before.excerpt) out.excerpt = after.excerpt.trim();
  if (!sameList(after.tags, before.tags)) out.tags = after.tags;
  if (after.featured !== before.featured) out.is_featured = after.featured;
  if (after.image !== before.image) out.featured_image_url = after.image || null;
  if (after.imageAlt !== before.imageAlt) out.featured_image_alt = after.imageAlt.trim() || null;
  if (after.metaDescription !== before.metaDescription) {
    out.meta_description = after.metaDescription.trim() || null;
  }
  if (after.metaKeywords !== before.metaKeywords) {
    out.meta_keywords = after.metaKeywords.trim() || null;
  }
  return out;
}

const SLUG_HINT = "Use only lowercase letters, digits and single hyphens.";

export function postProblem(
  form: PostForm,
  isNew: boolean,
  status: PostStatus = "draft",
): FormProblem | null {
  if (!form.title.trim()) return { field: "title", message: "Give the post a title first." };
  if (hasUploadMarker(form.body)) return { field: "body", message: UPLOADING_MESSAGE };
  const goingOut = status === "published" || status === "scheduled";
  if (goingOut && form.image && !form.imageAlt.trim()) {
    return {
      field: "imageAlt",
      message: "Describe the featured image (its alt text) before publishing.",
    };
  }
  return slugProblem(form.slug, isNew);
}

/** An empty slug is fine only before the first save (the server then makes one). */
export function slugProblem(slug: string, isNew: boolean): FormProblem | null {
  if (!slug) return isNew ? null : { field: "slug", message: "Enter the address (slug)." };
  if (slug.length > 120) return { field: "slug", message: "The slug has at most 120 characters." };
  if (!SLUG_PATTERN.test(slug)) return { field: "slug", message: SLUG_HINT };
  return null;
}

/** How the studio's editor saves a post (./use-content-editor.ts). */
export const POST_EDITOR: EditorSpec<PostForm, StudioPost> = {
  kind: "posts",
  // The server checks the body with the API's schema: the form's builders type it loosely.
  create: (body) => createPostAction(body as PostCreateBody),
  update: (slug, patch) => updatePostAction({ slug, patch: patch as PostPatchBody }),
  noun: "post",
  empty: emptyPostForm,
  formOf: formFromPost,
  changes: postChanges,
  problem: postProblem,
  required: (form) => ({ title: form.title.trim(), content_markdown: form.body }),
  read: (json) => studioPostResponseSchema.parse(json).post,
  autosave: true,
};
