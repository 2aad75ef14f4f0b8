// GET /blog with a tag or page no cached page takes (a page that is not a number), per request
// with the bad values dropped; searches and valid filters are rewritten to cached pages.
import { BlogIndex, blogIndexMetadata } from "@/components/blog/blog-index";
import { blogPageQuery } from "@/lib/validations/blog";

export const dynamic = "force-dynamic";

export const generateMetadata = blogIndexMetadata;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function BlogSearchPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const state = blogPageQuery.parse({
    q: first(raw.q),
    tag: first(raw.tag),
    page: first(raw.page),
  });
  return <BlogIndex q={state.q || undefined} tag={state.tag || undefined} page={state.page ?? 1} />;
}
