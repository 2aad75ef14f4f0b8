// /blog?q= (rewritten here by proxy.ts): one search's results, cached per search like the list
// pages and refreshed when a post changes or at most every 5 minutes, so a popular search is
// served from the cache instead of rendering per request.
import { BlogIndex, blogIndexMetadata } from "@/components/blog/blog-index";
import { BlogListNotFound } from "@/components/blog/blog-list-not-found";
import { NotFoundPage } from "@/components/layout/not-found-status";
import { blogSearchState } from "@/lib/blog-search-key";
import { tagPage } from "@/lib/content/cache";
import { CONTENT_TAGS } from "@/lib/content/cache-tags";
import { noSlugsAtBuild } from "@/lib/seo";

export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = noSlugsAtBuild;

export const generateMetadata = blogIndexMetadata;

export default async function BlogSearchResultsPage({
  params,
}: {
  params: Promise<{ key: string }>;
}) {
  const state = blogSearchState((await params).key);
  if (!state) {
    return (
      <NotFoundPage>
        <BlogListNotFound />
      </NotFoundPage>
    );
  }
  await tagPage(CONTENT_TAGS.searches);
  return <BlogIndex q={state.q} tag={state.tag} page={state.page} />;
}
