// Page metadata in one shape (a title, a description and the canonical path), and the loader
// of a detail page by its slug.
import type { Metadata, ResolvingMetadata, Viewport } from "next";
import { cache } from "react";
import { site } from "@/config/site";
import { LOGO_DATA_URI } from "@/lib/icons/logo-uri";
import { slugParam } from "@/lib/validations/blog";

/** What every page inherits (the root layout), and the 404 page drawn outside it. */
export const siteMetadata: Metadata = {
  metadataBase: new URL(site.url),
  title: {
    default: `${site.company} | AI Automation Agency in ${site.address.city}, ${site.address.region}`,
    template: `%s | ${site.company}`,
  },
  description: site.description,
  openGraph: { type: "website", siteName: site.company, locale: "en_US" },
  twitter: { card: "summary_large_image" },
  // The favicon inline (lib/icons/logo-uri.ts): a favicon file is asked for once the page has
  // loaded, on a fast connection before first paint. The PNG is for iOS and search engines. Quotes
  // are percent-encoded: React would write each as a six-character entity.
  icons: { icon: LOGO_DATA_URI.replaceAll("'", "%27"), apple: "/apple-touch-icon.png" },
};

export const siteViewport: Viewport = {
  themeColor: "#4f46e5",
  width: "device-width",
  initialScale: 1,
};

export function pageMetadata({
  title,
  description,
  path,
  type = "website",
  openGraph,
  ...rest
}: {
  title: string | { absolute: string };
  description: string;
  path: string;
  /** og:type: "article" for posts, "website" for the rest. */
  type?: "website" | "article";
  /** More of the share card (images, an article's times); the card's url, type, site name, title
   * and description are always these. */
  openGraph?: Record<string, unknown>;
} & Omit<Metadata, "title" | "description" | "openGraph">): Metadata {
  const shareTitle = typeof title === "string" ? title : title.absolute;
  return {
    ...rest,
    title,
    description,
    alternates: { canonical: path, ...rest.alternates },
    // A page's openGraph replaces its parents' whole, so every field a share card needs is here.
    openGraph: {
      ...openGraph,
      type,
      url: path,
      siteName: site.company,
      locale: "en_US",
      title: shareTitle,
      description,
    } as Metadata["openGraph"],
  };
}

/** A page's metadata whose share image is the card file of a folder above it: a page's `openGraph`
 * replaces its parents' whole, images too, so the parent's are carried over as Next documents. */
export function withParentCard(metadata: Metadata) {
  return async (_props: unknown, parent: ResolvingMetadata): Promise<Metadata> => {
    const images = (await parent).openGraph?.images;
    if (!images?.length || metadata.openGraph?.images) return metadata;
    return { ...metadata, openGraph: { ...metadata.openGraph, images } };
  };
}

/** A share card for a page that sets `openGraph`/`twitter` (which replaces its parents' whole). */
export function shareImage(url: string, alt: string) {
  return { url, width: 1200, height: 630, alt };
}

/** A detail page's loader by slug, shared by its metadata and body in one render; a slug that
 * cannot be valid is not looked up and reads as missing. */
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
