// Page metadata in one shape (a title, a description and the canonical path), and the loader
// of a detail page by its slug.
import type { Metadata } from "next";
import { cache } from "react";
import { slugParam } from "@/lib/validations/blog";

export function pageMetadata({
  title,
  description,
  path,
}: {
  title: string;
  description: string;
  path: string;
}): Metadata {
  return { title, description, alternates: { canonical: path } };
}

/**
 * A detail page's loader by URL slug, shared by its metadata and its body within one render:
 * a slug that cannot be one (wrong characters, too long) is not looked up, and reads as missing.
 */
export function loaderBySlug<T>(load: (slug: string) => Promise<T | null>) {
  return cache(async (slug: string): Promise<T | null> => {
    const parsed = slugParam.safeParse(slug);
    return parsed.success ? load(parsed.data) : null;
  });
}

/** No detail page is rendered at build time (the database is not there then). */
export function noSlugsAtBuild(): Array<{ slug: string }> {
  return [];
}
