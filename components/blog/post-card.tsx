import { Clock } from "lucide-react";
import Image from "next/image";
import Link from "next/link";
import { CardGrid } from "@/components/ui/card-grid";
import { Container } from "@/components/ui/section";
import { site } from "@/config/site";
import { CARD_TAGS_SHOWN, FALLBACK_IMAGE, formatPostDate, type PublicPost } from "@/lib/blog";
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

export function PostCard({ post, headingLevel = 3 }: { post: CardPost; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow hover:shadow-lift">
      <Image
        src={post.featuredImageUrl ?? FALLBACK_IMAGE}
        alt=""
        width={1200}
        height={630}
        unoptimized
        className="aspect-[1200/630] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {post.tags.slice(0, CARD_TAGS_SHOWN).map((tag) => (
            <li key={tag}>
              <TagPill tag={tag} />
            </li>
          ))}
        </ul>
        <Heading className="mt-3 text-lg font-semibold leading-snug text-ink">
          <Link
            href={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 group-hover:text-brand-700"
          >
            {post.title}
          </Link>
        </Heading>
        {/* The clamp is on the paragraph, the stretch on its box: a stretched clamped box shows
            a fourth line under the ellipsis. */}
        <div className="mt-2 flex-1">
          <p className="line-clamp-3 text-sm leading-6 text-muted">{post.excerpt}</p>
        </div>
        <p className="mt-4 flex items-center gap-2 text-xs text-muted">
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
