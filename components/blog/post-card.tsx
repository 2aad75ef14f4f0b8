import Link from "next/link";
import { FirstScreenPicture } from "@/components/ui/first-screen-picture";
import { Clock } from "@/components/ui/icons";
import { Picture } from "@/components/ui/picture";
import { site } from "@/config/site";
import { CARD_TAGS_SHOWN, FALLBACK_IMAGE, FEATURED_TAGS_SHOWN, formatPostDate } from "@/lib/blog";
import type { PublicPost } from "@/lib/db/queries/blog";
import "./blog.css";

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

/** An article's card: in grids, or `featured`, the wide card above the blog list (image beside
 * the text, the image first to load). */
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
    <article className={featured ? "post feat group" : "post group"}>
      {featured ? (
        <FirstScreenPicture
          src={post.featuredImageUrl ?? FALLBACK_IMAGE}
          alt=""
          width={1200}
          height={630}
        />
      ) : (
        <Picture src={post.featuredImageUrl ?? FALLBACK_IMAGE} alt="" width={1200} height={630} />
      )}
      <div>
        <ul className="tg" aria-label="Tags">
          {post.tags.slice(0, featured ? FEATURED_TAGS_SHOWN : CARD_TAGS_SHOWN).map((tag, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a card's tags never reorder
            <li key={i}>{tag}</li>
          ))}
        </ul>
        <Heading>
          <Link href={`/blog/${post.slug}`}>{post.title}</Link>
        </Heading>
        <p>{post.excerpt}</p>
        <p className="meta">
          {featured && <span>{post.authorName}</span>}
          <time dateTime={post.publishedAt?.toISOString()}>
            {formatPostDate(post.publishedAt, site.timeZone)}
          </time>
          <span>
            <Clock />
            {post.readTimeMinutes} min read
          </span>
        </p>
      </div>
    </article>
  );
}

/** Up to three related articles under an article (spec §2). */
export function RelatedPosts({ posts }: { posts: PublicPost[] }) {
  return (
    <section aria-labelledby="related-heading" className="sec alt py-16 sm:py-16">
      <h2 id="related-heading" className="text-2xl font-bold text-ink">
        Related articles
      </h2>
      <ul className="posts mt-8">
        {posts.map((p) => (
          <li key={p.id}>
            <PostCard post={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
