// The blog's list for one search, tag and page: per request for searches, else the cached list
// pages (next.config.ts), so browsing the blog never waits on the database.
import Link from "next/link";
import { BlogListNotFound } from "@/components/blog/blog-list-not-found";
import { Pagination } from "@/components/blog/pagination";
import { PostCard } from "@/components/blog/post-card";
import { NotFoundPage } from "@/components/layout/not-found-status";
import { X } from "@/components/ui/icons";
import { site } from "@/config/site";
import { MAX_TAG_FILTERS } from "@/lib/blog";
import { blogHref } from "@/lib/blog-url";
import { cachedTagCounts, tagPage } from "@/lib/content/cache";
import { CONTENT_TAGS } from "@/lib/content/cache-tags";
import { listFeaturedPosts, listPublishedPosts } from "@/lib/db/queries/blog";
import { BLOG_PAGE_SIZE } from "@/lib/validations/blog";
import "./blog.css";
import { SubscribeForm } from "@/components/newsletter/subscribe-form";
import { newsletterInvite } from "@/content/newsletter";
import { canSendMail } from "@/lib/notify/mail";
import { pageMetadata, withParentCard } from "@/lib/seo";

/** Every blog list's metadata (one canonical, the blog's own share card). */
export const blogIndexMetadata = withParentCard(
  pageMetadata({
    title: "Blog: AI Automation for Small Business",
    description: `Practical guides on AI chat assistants, marketing automation, CRM, SEO and custom software for small businesses, from the ${site.company} team in ${site.address.city}.`,
    path: "/blog",
    alternates: {
      types: { "application/rss+xml": [{ url: "/blog/rss.xml", title: `${site.company} Blog` }] },
    },
  }),
);

export async function BlogIndex({ q, tag, page }: { q?: string; tag?: string; page: number }) {
  await tagPage(CONTENT_TAGS.postLists);
  const filtered = Boolean(q || tag);
  // Unfiltered, the featured article sits above the list on page 1 and is left out of the list
  // on every page, so it is never shown twice and pages never shift.
  const [featured] = filtered ? [] : await listFeaturedPosts({ limit: 1 });
  const [tags, list] = await Promise.all([
    cachedTagCounts(),
    listPublishedPosts({ page, limit: BLOG_PAGE_SIZE, tag, search: q, exceptSlug: featured?.slug }),
  ]);
  const totalPages = Math.ceil(list.total / BLOG_PAGE_SIZE);
  const featuredPost = page === 1 ? featured : undefined;
  // A page past the last, or a tag no article carries, is not a page of the blog (404); a
  // search that finds nothing is (its empty state, below).
  if (page > Math.max(1, totalPages) || (tag && !q && list.total === 0)) {
    return (
      <NotFoundPage>
        <BlogListNotFound />
      </NotFoundPage>
    );
  }

  return (
    <div className="wrap py-12 sm:py-16">
      <search>
        <form action="/blog" className="bsearch" aria-label="Search articles">
          <label htmlFor="blog-search" className="sr-only">
            Search articles
          </label>
          <div>
            <input
              id="blog-search"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={100}
              placeholder="Search articles…"
            />
          </div>
          {tag && <input type="hidden" name="tag" value={tag} />}
          <button type="submit" className="btn pri lg">
            Search
          </button>
        </form>
      </search>

      {tags.length > 0 && (
        <nav aria-label="Filter by tag" className="tags">
          <ul>
            {tags.slice(0, MAX_TAG_FILTERS).map((t) => {
              const active = t.name === tag;
              return (
                <li key={t.name}>
                  <Link
                    href={blogHref({ q, tag: active ? undefined : t.name })}
                    {...(active ? { "aria-current": "true" as const } : {})}
                  >
                    {t.name}
                    <small>{t.count}</small>
                    {active && <X aria-label="(remove filter)" />}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}

      {filtered && (
        <p className="mt-6 text-sm text-muted" aria-live="polite">
          {list.total} {list.total === 1 ? "article" : "articles"}
          {q && (
            <>
              {" "}
              matching “<strong className="text-ink">{q}</strong>”
            </>
          )}
          {tag && (
            <>
              {" "}
              tagged <strong className="text-ink">{tag}</strong>
            </>
          )}
          {" · "}
          <Link href="/blog" className="font-medium text-brand-700 hover:underline">
            Clear filters
          </Link>
        </p>
      )}

      {featuredPost && (
        <section aria-labelledby="featured-heading" className="mt-10">
          <h2 id="featured-heading" className="eb mb-4">
            Featured article
          </h2>
          <PostCard post={featuredPost} featured />
        </section>
      )}

      <section aria-labelledby="articles-heading" className="mt-12">
        <h2
          id="articles-heading"
          className={featuredPost ? "text-2xl font-bold text-ink" : "sr-only"}
        >
          Latest articles
        </h2>
        {list.posts.length === 0 ? (
          <div className="empty mt-8">
            <p className="text-xl font-semibold text-ink">No articles found</p>
            <p className="mt-2">Try adjusting your search or filters</p>
            {filtered && (
              <Link href="/blog" className="more mt-6">
                Show all articles
              </Link>
            )}
          </div>
        ) : (
          <ul className="posts mt-6">
            {list.posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          totalPages={totalPages}
          href={(n) => blogHref({ q, tag, page: n })}
        />
        {canSendMail() && (
          <div className="mt-12">
            <SubscribeForm {...newsletterInvite} source="/blog" />
          </div>
        )}
      </section>
    </div>
  );
}
