// GET /blog/{slug}/social.png — the 1200×630 PNG social networks show for an article that has no
// uploaded image (they do not show SVG): its title on the brand's colours, drawn by next/og.
import { ImageResponse } from "next/og";
import { site } from "@/config/site";
import { ApiError, handle, routeSlug } from "@/lib/api/errors";
import { tagPage } from "@/lib/content/cache";
import { CONTENT_TAGS } from "@/lib/content/cache-tags";
import { getPublishedPostBySlug } from "@/lib/db/queries/blog";

const notFound = () => new ApiError("not_found", 404, "Post not found");

export const GET = handle(async (_req, { params }: { params: Promise<{ slug: string }> }) => {
  const slug = await routeSlug(params, notFound);
  await tagPage(CONTENT_TAGS.post(slug));
  const post = await getPublishedPostBySlug({ slug });
  if (!post) throw notFound();
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        background: "linear-gradient(135deg, #0f172a 0%, #312e81 55%, #4f46e5 100%)",
        color: "#ffffff",
        fontFamily: "sans-serif",
      }}
    >
      <div style={{ display: "flex", fontSize: 30, letterSpacing: 1, color: "#c7d2fe" }}>
        {site.company} · Blog
      </div>
      <div
        style={{
          display: "flex",
          fontSize: post.title.length > 70 ? 56 : 68,
          fontWeight: 700,
          lineHeight: 1.15,
        }}
      >
        {post.title}
      </div>
      <div style={{ display: "flex", fontSize: 28, color: "#e0e7ff" }}>
        {post.tags.slice(0, 3).join(" · ") || site.tagline}
      </div>
    </div>,
    {
      width: 1200,
      height: 630,
      headers: {
        "Cache-Control": "public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400",
      },
    },
  );
});
