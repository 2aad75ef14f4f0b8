// GET /blog/rss.xml — an RSS 2.0 feed of the newest published posts. The posts come from the
// tagged cache (lib/content/cache.ts): a publish shows at once, other requests skip the database.
import { site } from "@/config/site";
import { cachedFeedPosts } from "@/lib/content/cache";
import { stripControlCharacters } from "@/lib/validations/common";

export const dynamic = "force-dynamic";

const FEED_SIZE = 30;

// Characters XML 1.0 does not allow at all (escaping cannot carry them) are left out, so a
// value stored before the studio refused them cannot make the whole feed unreadable.
const escapeXml = (s: string) =>
  stripControlCharacters(s.toWellFormed())
    .replace(/[\uFFFE\uFFFF]/g, "")
    .replace(
      /[<>&'"]/g,
      (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
    );

export async function GET() {
  const posts = await cachedFeedPosts(FEED_SIZE);
  const items = posts.map((p) => {
    const link = `${site.url}/blog/${p.slug}`;
    return [
      "    <item>",
      `      <title>${escapeXml(p.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      p.publishedAt ? `      <pubDate>${new Date(p.publishedAt).toUTCString()}</pubDate>` : "",
      `      <description>${escapeXml(p.excerpt)}</description>`,
      // The featured image with its description (Media RSS), for readers that show one.
      p.imageUrl
        ? `      <media:content url="${escapeXml(new URL(p.imageUrl, site.url).href)}" medium="image">${p.imageAlt ? `<media:description type="plain">${escapeXml(p.imageAlt)}</media:description>` : ""}</media:content>`
        : "",
      ...p.tags.map((t) => `      <category>${escapeXml(t)}</category>`),
      "    </item>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  const newest = posts[0]?.publishedAt;
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
    "  <channel>",
    `    <title>${escapeXml(`${site.company} Blog`)}</title>`,
    `    <link>${escapeXml(`${site.url}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${site.url}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(`Practical guides on AI automation for small businesses from ${site.company}.`)}</description>`,
    "    <language>en-us</language>",
    newest ? `    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>` : "",
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter(Boolean)
    .join("\n");
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300, s-maxage=300, stale-while-revalidate=300",
    },
  });
}
