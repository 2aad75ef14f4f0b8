// Which raster image social networks get for an article, use case or event (they do not show
// SVG): the 1200×630 crop of its uploaded image, or a card drawn from its title (lib/og/card.tsx,
// served at <page>/social.png).

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

/** A seeded use case's drawing is an SVG: it gets the drawn card too. */
export function socialImageOfUseCase(useCase: { slug: string; imageUrl: string | null }): string {
  return uploadedSocialImage(useCase.imageUrl) ?? `/use-cases/${useCase.slug}/social.png`;
}

export const eventSocialImage = (event: { slug: string }) => `/events/${event.slug}/social.png`;
