/** The /blog URL for a state; page 1 and empty values are left out so URLs stay short. */
export function blogHref({ q, tag, page }: { q?: string; tag?: string; page?: number }): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (tag) params.set("tag", tag);
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}
