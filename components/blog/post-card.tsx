import Link from "next/link";
import { CardGrid } from "@/components/ui/card-grid";
import { Clock } from "@/components/ui/icons";
import { Picture } from "@/components/ui/picture";
import { Container } from "@/components/ui/section";
import { site } from "@/config/site";
import {
  CARD_TAGS_SHOWN,
  FALLBACK_IMAGE,
  FEATURED_TAGS_SHOWN,
  formatPostDate,
  type PublicPost,
} from "@/lib/blog";
import { cn } from "@/lib/utils/cn";
import { TagPill } from "./tag-pill";

type CardPost = Pick<
  PublicPost,
  | "slug"
  | "title"
  | "excerpt"
  | "featuredImageUrl"
  | "tags"
  | "publishedAt"
  | "readTimeMinutes"
  | "authorName"
>;

/**
 * An article's card: in grids (two tags, a three-line excerpt), or `featured`, the wide card
 * above the blog list (image beside the text, up to three tags, the author, the image first
 * to load).
 */
export function PostCard({
  post,
  headingLevel = 3,
  featured = false,
}: {
  post: CardPost;
  headingLevel?: 2 | 3;
  featured?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={cn(
        "group relative overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow hover:shadow-lift",
        featured ? "grid md:grid-cols-2" : "flex h-full flex-col",
      )}
    >
      <Picture
        src={post.featuredImageUrl ?? FALLBACK_IMAGE}
        alt=""
        width={1200}
        height={630}
        priority={featured}
        className={cn(
          "aspect-[1200/630] bg-brand-50 object-cover",
          featured ? "size-full" : "w-full",
        )}
      />
      <div className={cn("flex flex-col", featured ? "justify-center p-6 sm:p-8" : "flex-1 p-6")}>
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {post.tags.slice(0, featured ? FEATURED_TAGS_SHOWN : CARD_TAGS_SHOWN).map((tag) => (
            <li key={tag}>
              <TagPill tag={tag} />
            </li>
          ))}
        </ul>
        <Heading
          className={
            featured
              ? "mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl"
              : "mt-3 text-lg font-semibold leading-snug text-ink"
          }
        >
          <Link
            href={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 group-hover:text-brand-700"
          >
            {post.title}
          </Link>
        </Heading>
        {featured ? (
          <p className="mt-3 leading-7 text-muted">{post.excerpt}</p>
        ) : (
          // The clamp is on the paragraph, the stretch on its box: a stretched clamped box
          // shows a fourth line under the ellipsis.
          <div className="mt-2 flex-1">
            <p className="line-clamp-3 text-sm leading-6 text-muted">{post.excerpt}</p>
          </div>
        )}
        <p
          className={cn(
            "flex items-center gap-2 text-muted",
            featured ? "mt-5 text-sm" : "mt-4 text-xs",
          )}
        >
          {featured && (
            <>
              {post.authorName}
              <span aria-hidden>·</span>
            </>
          )}
          <time dateTime={post.publishedAt?.toISOString()}>
            {formatPostDate(post.publishedAt, site.timeZone)}
          </time>
          <span aria-hidden>·</span>
          <Clock className="size-3.5" aria-hidden />
          {post.readTimeMinutes} min read
        </p>
      </div>
    </article>
  );
}

/** Up to three related articles under an article (spec §2). */
export function RelatedPosts({ posts }: { posts: PublicPost[] }) {
  return (
    <section aria-labelledby="related-heading" className="bg-surface py-16">
      <Container>
        <h2 id="related-heading" className="text-2xl font-bold text-ink">
          Related articles
        </h2>
        <CardGrid items={posts} keyOf={(p) => p.id} className="mt-8">
          {(p) => <PostCard post={p} />}
        </CardGrid>
      </Container>
    </section>
  );
}
