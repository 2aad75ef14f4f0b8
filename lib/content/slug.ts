// Slugs from titles: "Automating Intake at a Dental Practice!" → "automating-intake-at-a-dental-practice".
const MAX_SLUG = 80;

export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG)
    .replace(/-+$/g, "");
  return slug || "untitled";
}

/** The first of slug, slug-2, slug-3… that `taken` does not hold (nor the studio's "new"). */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base) && base !== "new") return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base.slice(0, MAX_SLUG - String(n).length - 1)}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
