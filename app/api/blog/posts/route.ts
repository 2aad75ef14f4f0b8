// GET /api/blog/posts — published posts, newest first, filtered and paginated

import { cacheFor, handle, parseQuery } from "@/lib/api/errors";
import { BLOG_CACHE, serializePost } from "@/lib/blog";
import { listPublishedPosts } from "@/lib/db/queries/blog";
import { postListQuery } from "@/lib/validations/blog";

export const GET = handle(async (req) => {
  const q = parseQuery(req, postListQuery);
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
    { headers: cacheFor(BLOG_CACHE.list) },
  );
});
