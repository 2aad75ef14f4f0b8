// GET /blog/{slug}/social.png — the share card social networks show for an article that has no
// uploaded image (they do not show SVG): its title on the brand's colours (lib/og/card.tsx).
import { ApiError, handle, routeSlug } from "@/lib/api/errors";
import { tagPage } from "@/lib/content/cache";
import { CONTENT_TAGS } from "@/lib/content/cache-tags";
import { getPublishedPostBySlug } from "@/lib/db/queries/blog";
import { cardResponse, SHARE_CARD_CACHE } from "@/lib/og/card";

const notFound = () => new ApiError("not_found", 404, "Post not found");

export const GET = handle(async (req, { params }: { params: Promise<{ slug: string }> }) => {
  const slug = await routeSlug(params, notFound);
  await tagPage(CONTENT_TAGS.post(slug));
  const post = await getPublishedPostBySlug({ slug });
  if (!post) throw notFound();
  return cardResponse(
    { section: "Blog", title: post.title, footer: post.tags.slice(0, 3).join(" · ") },
    SHARE_CARD_CACHE,
    { req },
  );
});
