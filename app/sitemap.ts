import type { MetadataRoute } from "next";
import { site } from "@/config/site";
import { services } from "@/content/services";
import { cachedEventSlugs, cachedFeedPosts, cachedUseCases } from "@/lib/content/cache";

// Built per request from the tagged content cache (the database is not there at build time): a
// publish or delete shows at once, and crawlers' requests rarely reach the database.
export const dynamic = "force-dynamic";

const staticPaths = [
  "/",
  "/services",
  "/pricing",
  "/about-us",
  "/contact",
  "/blog",
  "/use-cases",
  "/events",
  "/privacy-policy",
  "/content-disclaimer",
];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [posts, useCases, events] = await Promise.all([
    cachedFeedPosts(5000),
    cachedUseCases(),
    cachedEventSlugs(),
  ]);
  const entry = (
    path: string,
    priority: number,
    lastModified?: Date,
  ): MetadataRoute.Sitemap[number] => ({
    url: `${site.url}${path === "/" ? "" : path}`,
    priority,
    ...(lastModified ? { lastModified } : {}),
  });
  return [
    ...staticPaths.map((p) => entry(p, p === "/" ? 1 : 0.7)),
    ...services.map((s) => entry(`/services/${s.slug}`, 0.8)),
    ...posts.map((p) => entry(`/blog/${p.slug}`, 0.6, new Date(p.updatedAt))),
    ...useCases.map((u) => entry(`/use-cases/${u.slug}`, 0.6)),
    ...events.map((e) => entry(`/events/${e.slug}`, 0.7, new Date(e.updatedAt))),
  ];
}
