// /blog?tag=T&page=N (rewritten here by next.config.ts): one tag's articles, cached and
// refreshed at most every 5 minutes.
import { BlogIndex, blogIndexMetadata } from "@/components/blog/blog-index";
import { noSlugsAtBuild } from "@/lib/seo";
import { blogPageQuery } from "@/lib/validations/blog";

export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = noSlugsAtBuild;

export const generateMetadata = blogIndexMetadata;

/** The tag as written ("AI%20Automation" → "AI Automation"); a malformed one is left as is. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export default async function BlogTagPage({
  params,
}: {
  params: Promise<{ tag: string; page: string }>;
}) {
  const raw = await params;
  const { tag, page } = blogPageQuery.parse({ tag: decodeSegment(raw.tag), page: raw.page });
  return <BlogIndex tag={tag || undefined} page={page ?? 1} />;
}
