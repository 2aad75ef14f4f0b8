// GET /api/blog/posts — published posts, newest first, filtered and paginated. With an admin
// bearer token: the studio's list, any status (?status=draft|in_review|published|all&search=).
// POST /api/blog/posts — an admin creates a post (201 {post}).
import { cacheFor, handle, parseQuery, readJson } from "@/lib/api/errors";
import { requestMeta } from "@/lib/auth/audit";
import { ADMIN_VARY, carriesAdminSession, requireAdmin, withAdmin } from "@/lib/auth/guard";
import { BLOG_CACHE, serializePost, serializeStudioPost } from "@/lib/blog";
import { createPost } from "@/lib/content/posts";
import { listPublishedPosts } from "@/lib/db/queries/blog";
import { listPostsForStudio } from "@/lib/db/queries/studio-list";
import { addressKey, clientIp, tooManyRequests } from "@/lib/rate-limit";
import { spendSearch } from "@/lib/search-allowance";
import { postListQuery } from "@/lib/validations/blog";
import { CONTENT_MAX_BYTES, postCreateSchema, studioListQuery } from "@/lib/validations/studio";

export const GET = handle(async (req) => {
  if (carriesAdminSession(req)) return studioList(req);
  const q = parseQuery(req, postListQuery);
  if (q.search) {
    const allowed = await spendSearch(addressKey(clientIp(req)));
    if (!allowed.ok) throw tooManyRequests(allowed.retryAfterMs);
  }
  const { posts, total } = await listPublishedPosts({
    page: q.page,
    limit: q.limit,
    tag: q.tag,
    search: q.search,
    featured: q.featured === "true",
  });
  const totalPages = Math.ceil(total / q.limit);
  return Response.json(
    {
      posts: posts.map(serializePost),
      pagination: {
        page: q.page,
        totalPosts: total,
        totalPages,
        hasPrevPage: q.page > 1,
        hasNextPage: q.page < totalPages,
      },
    },
    { headers: { ...cacheFor(BLOG_CACHE.list), Vary: ADMIN_VARY } },
  );
});

async function studioList(req: Request) {
  await requireAdmin(req);
  const q = parseQuery(req, studioListQuery);
  const { posts, total, counts } = await listPostsForStudio(q);
  const totalPages = Math.ceil(total / q.limit);
  return Response.json(
    {
      posts: posts.map((p) => ({
        slug: p.slug,
        title: p.title,
        excerpt: p.excerpt,
        status: p.status,
        publish_at: p.publishAt?.toISOString() ?? null,
        tags: p.tags,
        is_featured: p.isFeatured,
        featured_image_url: p.featuredImageUrl,
        featured_image_alt: p.featuredImageAlt,
        ai_generated: p.aiGenerated,
        author_name: p.authorName,
        published_at: p.publishedAt?.toISOString() ?? null,
        updated_at: p.updatedAt.toISOString(),
      })),
      counts,
      pagination: { page: q.page, totalPosts: total, totalPages },
    },
    { headers: { "Cache-Control": "private, no-store", Vary: ADMIN_VARY } },
  );
}

export const POST = withAdmin(async (req, { user }) => {
  const input = await readJson(req, postCreateSchema, CONTENT_MAX_BYTES);
  const post = await createPost(input, user, requestMeta(req));
  return Response.json({ post: serializeStudioPost(post) }, { status: 201 });
});
