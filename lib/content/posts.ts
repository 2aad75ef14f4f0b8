// The studio's rules for posts: sanitised HTML stored, unique slugs, an AI draft published only on
// an admin's approval, and exactly the affected public pages refreshed after a change.
import "server-only";
import { ApiError } from "@/lib/api/errors";
import { audit, type RequestMeta } from "@/lib/auth/audit";
import { isUniqueViolation } from "@/lib/db/errors";
import { currentAddress } from "@/lib/db/queries/studio-addresses";
import { getAuthorProfile } from "@/lib/db/queries/studio-author";
import { contentExists, getPostForStudio, takenPostSlugs } from "@/lib/db/queries/studio-read";
import { deletePostBySlug, insertPost, updatePostBySlug } from "@/lib/db/queries/studio-write";
import type { NewPost, Post } from "@/lib/db/schema";
import { sendDueIssues } from "@/lib/newsletter/send";
import { canSendMail } from "@/lib/notify/mail";
import { readTimeMinutes, sanitizeHtml } from "@/lib/utils/html";
import type { PostCreate, PostPatch, PostStatus } from "@/lib/validations/studio";
import { contentAuditAction } from "./audit-action";
import { expireTags } from "./cache";
import { postChangeTags } from "./cache-tags";
import { renderMarkdown } from "./markdown";
import { isApproved, scheduledAt } from "./schedule";
import { slugify, uniqueSlug } from "./slug";

export type Admin = { id: string; email: string; name: string };

const EXCERPT_CHARS = 200;

/** The first sentences of the body, when no excerpt is written. */
export function excerptFrom(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[2-4]|li)>/g, " $&"))
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= EXCERPT_CHARS) return text;
  const cut = text.slice(0, EXCERPT_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), EXCERPT_CHARS - 40)).trimEnd()}…`;
}

/** The stored pair: HTML to show, and the Markdown it came from (null when written as HTML). */
function body(input: { content?: string; content_markdown?: string }) {
  if (input.content_markdown !== undefined) {
    return {
      content: renderMarkdown(input.content_markdown),
      contentMarkdown: input.content_markdown,
    };
  }
  return { content: sanitizeHtml(input.content ?? ""), contentMarkdown: null };
}

const slugTaken = (slug: string) =>
  new ApiError("conflict", 409, `Another post already uses the address /blog/${slug}.`);

const notFound = () => new ApiError("not_found", 404, "Post not found");

async function approval(admin: Admin) {
  const profile = await getAuthorProfile(admin.id);
  return { approvedBy: profile?.name ?? admin.name, approvedAt: new Date() };
}

async function author(admin: Admin) {
  const profile = await getAuthorProfile(admin.id);
  return {
    authorId: admin.id,
    authorName: profile?.name ?? admin.name,
    authorAvatar: profile?.avatarUrl ?? null,
    authorBio: profile?.bio ?? null,
  };
}

async function record(meta: RequestMeta, admin: Admin, before: Post | null, after: Post | null) {
  const post = after ?? before;
  if (!post) return [];
  await audit(meta, {
    action: contentAuditAction(before, after),
    user: admin,
    details: {
      kind: "post",
      slug: post.slug,
      title: post.title,
      status: after?.status ?? null,
      ...(before && after && before.slug !== after.slug ? { previousSlug: before.slug } : {}),
      ...(after?.approvedBy && !before?.approvedBy ? { approvedBy: after.approvedBy } : {}),
    },
  });
  return expireTags(postChangeTags(before, after));
}

export async function createPost(
  input: PostCreate,
  admin: Admin,
  meta: RequestMeta,
  { aiGenerated = false }: { aiGenerated?: boolean } = {},
): Promise<Post> {
  // An AI draft is always a draft: publishing it (or scheduling it) is a separate, human step.
  if (aiGenerated && isApproved(input.status)) {
    throw new ApiError(
      "forbidden",
      403,
      "An AI draft must be approved by an admin before it is published.",
    );
  }
  requireImageAlt({
    image: input.featured_image_url ?? null,
    alt: input.featured_image_alt ?? null,
    published: isApproved(input.status),
  });
  const publishAt = scheduledAt(input.status, input.publish_at, null);
  const sendNewsletter = newsletterWanted(input.send_newsletter, input.status, null) ?? false;
  const { content, contentMarkdown } = body(input);
  const slug =
    input.slug ?? uniqueSlug(slugify(input.title), await takenPostSlugs(slugify(input.title)));
  const now = new Date();
  const values: NewPost = {
    slug,
    title: input.title,
    content,
    contentMarkdown,
    excerpt: input.excerpt || excerptFrom(content),
    tags: input.tags ?? [],
    isFeatured: input.is_featured ?? false,
    featuredImageUrl: input.featured_image_url ?? null,
    featuredImageAlt: input.featured_image_alt ?? null,
    metaDescription: input.meta_description ?? null,
    metaKeywords: input.meta_keywords ?? null,
    status: input.status,
    publishedAt: input.status === "published" ? now : null,
    publishAt,
    sendNewsletter,
    readTimeMinutes: readTimeMinutes(content),
    aiGenerated,
    ...(await author(admin)),
    ...(isApproved(input.status) ? await approval(admin) : {}),
    createdAt: now,
    updatedAt: now,
  };
  let post: Post;
  try {
    post = await insertPost(values);
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken(slug);
    throw err;
  }
  await record(meta, admin, null, post);
  return sendNewsletter ? afterNewsletter(post) : post;
}

/** Queues the post's issue if it is live and asked for one; answers the post as it is then. */
async function afterNewsletter(post: Post): Promise<Post> {
  if (post.status !== "published" || !post.sendNewsletter) return post;
  await sendDueIssues();
  return (await getPostForStudio(post.slug)) ?? post;
}

// A live post's featured image needs its alt text; checked only when publishing or touching the
// image.
function requireImageAlt(post: { image: string | null; alt: string | null; published: boolean }) {
  if (post.published && post.image && !post.alt?.trim()) {
    throw new ApiError(
      "bad_request",
      400,
      "featured_image_alt: describe the featured image before publishing (what someone who cannot see it should know)",
    );
  }
}

// Whether this write asks for the newsletter: only when going live, with mail set up, once per
// post.
function newsletterWanted(
  asked: boolean | undefined,
  next: PostStatus,
  sentAt: Date | null,
): boolean | undefined {
  if (!asked) return asked;
  if (!isApproved(next)) {
    throw new ApiError(
      "bad_request",
      400,
      "send_newsletter: only when publishing or scheduling the post",
    );
  }
  if (sentAt) {
    throw new ApiError("conflict", 409, "This post was emailed to the subscribers already.");
  }
  if (!canSendMail()) {
    throw new ApiError(
      "service_unavailable",
      503,
      "Email is not set up (SMTP_URL): nothing can be sent.",
    );
  }
  return true;
}

/** 409 `edit_conflict`: the editor's copy is older than the stored one (a save from elsewhere). */
export const editConflict = (kind: "post" | "use case") =>
  new ApiError(
    "edit_conflict",
    409,
    `This ${kind} was changed in another tab or on another device since you opened it. Reload it to see that version; copy anything of yours you want to keep first.`,
  );

export async function updatePost(
  slug: string,
  patch: PostPatch,
  admin: Admin,
  meta: RequestMeta,
): Promise<Post> {
  const before = await getPostForStudio(slug);
  // A stale editor saving to the address the post had before a rename elsewhere.
  if (!before) throw (await currentAddress("post", slug)) ? editConflict("post") : notFound();
  const seen = patch.if_unmodified_since ? new Date(patch.if_unmodified_since) : undefined;
  if (seen && before.updatedAt.getTime() !== seen.getTime()) throw editConflict("post");
  const next = patch.status ?? before.status;
  const publishing = isApproved(next) && !isApproved(before.status);
  const imageTouched =
    patch.featured_image_url !== undefined || patch.featured_image_alt !== undefined;
  if (publishing || imageTouched) {
    requireImageAlt({
      image:
        patch.featured_image_url !== undefined ? patch.featured_image_url : before.featuredImageUrl,
      alt:
        patch.featured_image_alt !== undefined ? patch.featured_image_alt : before.featuredImageAlt,
      published: isApproved(next),
    });
  }
  const set: Partial<NewPost> = { updatedAt: new Date() };
  if (patch.title !== undefined) set.title = patch.title;
  if (patch.slug !== undefined) set.slug = patch.slug;
  if (patch.content !== undefined || patch.content_markdown !== undefined) {
    Object.assign(set, body(patch));
    set.readTimeMinutes = readTimeMinutes(set.content ?? "");
    // An excerpt nobody wrote (empty, or made from the old body) follows the new body.
    const generated = before.excerpt === "" || before.excerpt === excerptFrom(before.content);
    if (patch.excerpt === undefined && generated) set.excerpt = excerptFrom(set.content ?? "");
  }
  if (patch.excerpt !== undefined)
    set.excerpt = patch.excerpt || excerptFrom(set.content ?? before.content);
  if (patch.tags !== undefined) set.tags = patch.tags;
  if (patch.is_featured !== undefined) set.isFeatured = patch.is_featured;
  if (patch.featured_image_url !== undefined) set.featuredImageUrl = patch.featured_image_url;
  if (patch.featured_image_alt !== undefined) set.featuredImageAlt = patch.featured_image_alt;
  if (patch.meta_description !== undefined) set.metaDescription = patch.meta_description;
  if (patch.meta_keywords !== undefined) set.metaKeywords = patch.meta_keywords;
  if (patch.publish_at !== undefined || (patch.status && patch.status !== before.status)) {
    set.publishAt = scheduledAt(next, patch.publish_at, before.publishAt);
  }
  const newsletter = newsletterWanted(patch.send_newsletter, next, before.newsletterSentAt);
  if (newsletter !== undefined) set.sendNewsletter = newsletter;
  // Taken back to a draft, it no longer goes to anyone when published later.
  if (!isApproved(next)) set.sendNewsletter = false;
  if (patch.status !== undefined && patch.status !== before.status) {
    set.status = patch.status;
    if (patch.status === "published") set.publishedAt = before.publishedAt ?? new Date();
    if (isApproved(patch.status)) {
      // Publishing (or scheduling) is the human approval (the one way an AI draft goes live):
      // it names who gave it, and when; the article shows "Reviewed by".
      Object.assign(set, await approval(admin));
    } else {
      // Taken back: publishing it again needs a new approval.
      set.approvedBy = null;
      set.approvedAt = null;
    }
  }
  let after: Post | null;
  try {
    // Moved while published, its old address keeps leading to it (links shared, pages indexed).
    // The version read above, even when the client sent none: a write (the scheduler's
    // publish) between that read and this one makes this a conflict, not a stale overwrite.
    after = await updatePostBySlug(slug, set, seen ?? before.updatedAt);
  } catch (err) {
    if (isUniqueViolation(err) && set.slug) throw slugTaken(set.slug);
    throw err;
  }
  // Changed (renamed too) or deleted by another save between the read above and this write.
  if (!after) throw (await contentExists("post", before.id)) ? editConflict("post") : notFound();
  await record(meta, admin, before, after);
  return afterNewsletter(after);
}

export async function deletePost(slug: string, admin: Admin, meta: RequestMeta): Promise<void> {
  const before = await deletePostBySlug(slug);
  if (!before) throw notFound();
  await record(meta, admin, before, null);
}
