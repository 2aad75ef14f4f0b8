// GET /api/blog/posts/{slug} — one published post
import { ApiError, handle } from "@/lib/api/errors";
import { BLOG_CACHE, serializePost } from "@/lib/blog";
import { getPublishedPostBySlug } from "@/lib/db/queries/blog";
import { slugParam } from "@/lib/validations/blog";

export const GET = handle(async (_req, { params }: { params: Promise<{ slug: string }> }) => {
  const slug = slugParam.safeParse((await params).slug);
  const post = slug.success ? await getPublishedPostBySlug({ slug: slug.data }) : null;
  if (!post) throw new ApiError("not_found", 404, "Post not found");
  return Response.json(serializePost(post), {
    headers: { "Cache-Control": `public, max-age=${BLOG_CACHE.list}, s-maxage=${BLOG_CACHE.list}` },
  });
});
