// Which raster image social networks get for an article (they do not show SVG): the 1200×630
// card made from its uploaded image, or one drawn from its title (app/(marketing)/blog/[slug]/social.png).

/** The social card of an uploaded image URL (/uploads/<id>-<width>.webp), or null. */
export function uploadedSocialImage(url: string | null | undefined): string | null {
  const match = /^\/uploads\/([a-f0-9]{24})-\d{2,4}\.webp$/.exec(url ?? "");
  return match ? `/uploads/${match[1]}-og.webp` : null;
}

export function articleSocialImage(post: {
  slug: string;
  featuredImageUrl: string | null;
}): string {
  return uploadedSocialImage(post.featuredImageUrl) ?? `/blog/${post.slug}/social.png`;
}
