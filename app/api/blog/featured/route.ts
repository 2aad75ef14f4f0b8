// GET /api/blog/featured?limit=1 — featured published posts, newest first
import { cacheFor, handle, parseQuery } from "@/lib/api/errors";
import { BLOG_CACHE, serializePost } from "@/lib/blog";
import { listFeaturedPosts } from "@/lib/db/queries/blog";
import { featuredQuery } from "@/lib/validations/blog";

export const GET = handle(async (req) => {
  const { limit } = parseQuery(req, featuredQuery);
  const posts = await listFeaturedPosts({ limit });
  return Response.json(posts.map(serializePost), { headers: cacheFor(BLOG_CACHE.featured) });
});
