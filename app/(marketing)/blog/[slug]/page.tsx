import type { Metadata } from "next";
import Link from "next/link";
import { permanentRedirect } from "next/navigation";
import { RelatedPosts } from "@/components/blog/post-card";
import { ShareLinks } from "@/components/blog/share-links";
import { TagPill } from "@/components/blog/tag-pill";
import { NotFoundPage } from "@/components/layout/not-found-status";
import { SubscribeForm } from "@/components/newsletter/subscribe-form";
import { Avatar } from "@/components/ui/avatar";
import { ButtonLink, ExternalButton } from "@/components/ui/button";
import { FirstScreenPicture } from "@/components/ui/first-screen-picture";
import { ArrowLeft, Clock } from "@/components/ui/icons";
import { JsonLd } from "@/components/ui/json-ld";
import { Container } from "@/components/ui/section";
import { site } from "@/config/site";
import { newsletterInvite } from "@/content/newsletter";
import { chooseRelated, FALLBACK_IMAGE, formatPostDate } from "@/lib/blog";
import { tagPage } from "@/lib/content/cache";
import { CONTENT_TAGS } from "@/lib/content/cache-tags";
import { articleSocialImage } from "@/lib/content/social";
import { getPublishedPostBySlug, listRecentPosts } from "@/lib/db/queries/blog";
import { currentAddress } from "@/lib/db/queries/studio-addresses";
import { canSendMail } from "@/lib/notify/mail";
import { loaderBySlug, noSlugsAtBuild, pageMetadata, shareImage } from "@/lib/seo";
import ArticleNotFound from "./not-found";
import "@/components/ui/prose.css";
import { breadcrumbJsonLd } from "@/lib/structured-data";

// Rendered on first request, then served from cache and refreshed at most every 5 minutes.
export const revalidate = 300;
// Each slug is rendered on its first request, then cached (incremental static regeneration):
// an unknown slug answers a real 404 status rather than a streamed 200.
export const dynamicParams = true;
export const generateStaticParams = noSlugsAtBuild;

type Params = Promise<{ slug: string }>;

// The article shows this post and, below it, related ones: a change to either refreshes it.
const loadPost = loaderBySlug(async (slug) => {
  await tagPage(CONTENT_TAGS.post(slug), CONTENT_TAGS.postLists);
  return getPublishedPostBySlug({ slug });
});

const formerAddressOf = loaderBySlug((slug) => currentAddress("post", slug));

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const post = await loadPost((await params).slug);
  if (!post) return { title: "Article Not Found" }; // noindex: Next adds it to every 404
  const url = `/blog/${post.slug}`;
  const image = articleSocialImage(post);
  const description = post.metaDescription ?? post.excerpt;
  return pageMetadata({
    title: post.title,
    description,
    path: url,
    type: "article",
    keywords: post.metaKeywords ?? undefined,
    authors: [{ name: post.authorName }],
    alternates: {
      types: { "application/rss+xml": [{ url: "/blog/rss.xml", title: `${site.company} Blog` }] },
    },
    openGraph: {
      images: [
        {
          url: image,
          width: 1200,
          height: 630,
          alt: (post.featuredImageUrl && post.featuredImageAlt) || post.title,
        },
      ],
      publishedTime: post.publishedAt?.toISOString(),
      modifiedTime: post.updatedAt.toISOString(),
      authors: [post.authorName],
      tags: post.tags,
    },
    twitter: {
      card: "summary_large_image",
      title: post.title,
      description,
      images: [shareImage(image, post.title)],
    },
  });
}

export default async function ArticlePage({ params }: { params: Params }) {
  const { slug } = await params;
  const post = await loadPost(slug);
  if (!post) {
    // A former address of a post renamed in the studio: 308 to where it is now, if it is public
    // there (loaded as that article, so its tags refresh this answer when it changes).
    const now = await formerAddressOf(slug);
    if (now && (await loadPost(now))) permanentRedirect(`/blog/${now}`);
    return (
      <NotFoundPage>
        <ArticleNotFound />
      </NotFoundPage>
    );
  }
  const related = chooseRelated(post, await listRecentPosts({ limit: 24, excludeSlug: post.slug }));
  const url = `${site.url}/blog/${post.slug}`;
  const image = post.featuredImageUrl ?? FALLBACK_IMAGE;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.metaDescription ?? post.excerpt,
    image: `${site.url}${articleSocialImage(post)}`,
    datePublished: post.publishedAt?.toISOString(),
    dateModified: post.updatedAt.toISOString(),
    author: { "@type": "Person", name: post.authorName },
    publisher: {
      "@type": "Organization",
      name: site.company,
      logo: { "@type": "ImageObject", url: `${site.url}/icon.svg` },
    },
    mainEntityOfPage: url,
    keywords: post.tags.join(", "),
  };

  return (
    <>
      <JsonLd data={jsonLd} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Blog", path: "/blog" },
          { name: post.title, path: `/blog/${post.slug}` },
        ])}
      />
      <article>
        <header className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
          <Container className="max-w-4xl py-12 sm:py-16">
            <Link
              href="/blog"
              className="inline-flex min-h-8 items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
            >
              <ArrowLeft className="size-4" aria-hidden />
              Back to Blog
            </Link>
            <ul className="mt-6 flex flex-wrap gap-2" aria-label="Tags">
              {post.tags.map((t) => (
                <li key={t}>
                  <Link
                    href={`/blog?tag=${encodeURIComponent(t)}`}
                    className="inline-flex min-h-8 items-center"
                  >
                    <TagPill tag={t} />
                  </Link>
                </li>
              ))}
            </ul>
            <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-ink sm:text-5xl">
              {post.title}
            </h1>
            <p className="mt-5 text-lg leading-8 text-muted">{post.excerpt}</p>
            <div className="byline">
              <ul aria-label="About this article">
                {/* The disclaimer promises a human review is shown; said once when the author
                    reviewed it. */}
                <li className="font-medium text-ink">
                  {post.approvedBy === post.authorName
                    ? `Written and reviewed by ${post.authorName}`
                    : post.authorName}
                </li>
                <li>
                  <time dateTime={post.publishedAt?.toISOString()}>
                    {formatPostDate(post.publishedAt, site.timeZone)}
                  </time>
                </li>
                <li>
                  <Clock className="size-4" aria-hidden />
                  {post.readTimeMinutes} min read
                </li>
                {post.approvedBy && post.approvedBy !== post.authorName && (
                  <li>Reviewed by {post.approvedBy}</li>
                )}
              </ul>
            </div>
          </Container>
        </header>
        <Container className="max-w-4xl py-10">
          <FirstScreenPicture
            src={image}
            alt={
              post.featuredImageUrl
                ? (post.featuredImageAlt ?? `Illustration for “${post.title}”`)
                : ""
            }
            width={1200}
            height={630}
            className="aspect-[1200/630] w-full rounded-card bg-brand-50 object-cover shadow-card"
          />
          <div
            className="prose-article mx-auto mt-10 max-w-3xl"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: content is sanitised on write (lib/utils/html.ts)
            dangerouslySetInnerHTML={{ __html: post.content }}
          />
          <div className="mx-auto mt-12 max-w-3xl space-y-8 border-t border-line pt-8">
            <ShareLinks title={post.title} url={url} />
            <aside
              aria-label="About the author"
              className="flex gap-4 rounded-card border border-line bg-surface p-6"
            >
              <Avatar name={post.authorName} image={post.authorAvatar} size={64} />
              <div>
                <p className="text-sm text-muted">Written by</p>
                <p className="font-semibold text-ink">{post.authorName}</p>
                {post.authorBio && (
                  <p className="mt-2 text-sm leading-6 text-muted">{post.authorBio}</p>
                )}
              </div>
            </aside>
            <aside
              aria-labelledby="article-next-step"
              className="rounded-card bg-brand-900 p-6 text-center text-white sm:p-8"
            >
              <h2 id="article-next-step" className="text-2xl font-bold tracking-tight">
                Want this working in your business?
              </h2>
              <p className="mt-2 text-brand-100">
                Talk it through with {site.consultantFirstName} on a free strategy call, or learn it
                hands-on at our next workshop.
              </p>
              <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
                <ExternalButton href={site.bookingPath} variant="inverse">
                  Book a free strategy call
                </ExternalButton>
                <ButtonLink href="/events/next" variant="secondary">
                  See the next workshop
                </ButtonLink>
              </div>
            </aside>
            {canSendMail() && <SubscribeForm {...newsletterInvite} source={`/blog/${post.slug}`} />}
          </div>
        </Container>
      </article>
      {related.length > 0 && <RelatedPosts posts={related} />}
    </>
  );
}
