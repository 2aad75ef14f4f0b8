// /blog and /blog?page=N (rewritten here by next.config.ts): the list without filters, cached
// and refreshed at most every 5 minutes (spec: list cache 5 minutes).
import { BlogIndex, blogIndexMetadata } from "@/components/blog/blog-index";
import { noSlugsAtBuild } from "@/lib/seo";
import { blogPageQuery } from "@/lib/validations/blog";

export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = noSlugsAtBuild;

export const generateMetadata = blogIndexMetadata;

export default async function BlogListPage({ params }: { params: Promise<{ page: string }> }) {
  const { page } = blogPageQuery.parse({ page: (await params).page });
  return <BlogIndex page={page ?? 1} />;
}
