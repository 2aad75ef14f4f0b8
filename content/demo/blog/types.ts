// The shape of the demo blog's authors and posts, as lib/seed.ts writes them to the database.
export type SeedAuthor = { key: string; name: string; avatar: string | null; bio: string };

export type SeedPost = {
  slug: string;
  title: string;
  excerpt: string;
  /** HTML body: h2/h3, paragraphs, lists, emphasis, blockquotes and internal /services links. */
  content: string;
  /** "/images/blog/<slug>.svg", or null to show the fallback image. */
  featuredImage: string | null;
  /** What the image shows (its alt text on the article and in the feed). */
  featuredImageAlt: string | null;
  isFeatured: boolean;
  tags: string[];
  /** SeedAuthor.key */
  author: string;
  publishedAt: string;
  updatedAt?: string;
  metaDescription: string;
  metaKeywords: string;
};
