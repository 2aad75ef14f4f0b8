// GET /api/blog/posts/{slug} — one published post; with an admin bearer token, any post with
// its workflow fields. PATCH (partial update, status changes, approval) and DELETE (204) are
// the studio's, behind the token.
import { ApiError, handle, readJson, routeSlug } from "@/lib/api/errors";
import { requestMeta } from "@/lib/auth/audit";
import { ADMIN_VARY, carriesAdminSession, requireAdmin, withAdmin } from "@/lib/auth/guard";
import { BLOG_CACHE, serializePost, serializeStudioPost } from "@/lib/blog";
import { deletePost, updatePost } from "@/lib/content/posts";
import { getPublishedPostBySlug } from "@/lib/db/queries/blog";
import { findPostForStudio } from "@/lib/db/queries/studio-read";
import { CONTENT_MAX_BYTES, postPatchSchema } from "@/lib/validations/studio";

type Params = { params: Promise<{ slug: string }> };

const notFound = () => new ApiError("not_found", 404, "Post not found");

export const GET = handle(async (req, { params }: Params) => {
  const slug = await routeSlug(params, notFound);
  if (carriesAdminSession(req)) {
    await requireAdmin(req);
    // At a former address (a studio link from before a rename): the post where it is now.
    const post = await findPostForStudio(slug);
    if (!post) throw notFound();
    return Response.json(serializeStudioPost(post), {
      headers: { "Cache-Control": "private, no-store", Vary: ADMIN_VARY },
    });
  }
  const post = await getPublishedPostBySlug({ slug });
  if (!post) throw notFound();
  return Response.json(serializePost(post), {
    headers: {
      "Cache-Control": `public, max-age=${BLOG_CACHE.list}, s-maxage=${BLOG_CACHE.list}`,
      Vary: ADMIN_VARY,
    },
  });
});

export const PATCH = withAdmin<{ slug: string }>(async (req, { user, params }) => {
  const slug = await routeSlug(params, notFound);
  const patch = await readJson(req, postPatchSchema, CONTENT_MAX_BYTES);
  const post = await updatePost(slug, patch, user, requestMeta(req));
  return Response.json({ post: serializeStudioPost(post) });
});

export const DELETE = withAdmin<{ slug: string }>(async (req, { user, params }) => {
  await deletePost(await routeSlug(params, notFound), user, requestMeta(req));
  return new Response(null, { status: 204 });
});
