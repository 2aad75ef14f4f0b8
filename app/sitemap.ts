import type { MetadataRoute } from "next";
import { site } from "@/config/site";
import { services } from "@/content/services";
import { listPublishedSlugs } from "@/lib/db/queries/blog";
import { listUseCases } from "@/lib/db/queries/use-cases";

// Built per request (it reads the database, which is not there at build time); crawlers
// fetch it rarely, and it is one small query each.
export const dynamic = "force-dynamic";

const staticPaths = [
  "/",
  "/services",
  "/pricing",
  "/about-us",
  "/contact",
  "/blog",
  "/use-cases",
  "/events/ai-automation-workshop-austin",
  "/privacy-policy",
  "/content-disclaimer",
];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [posts, useCases] = await Promise.all([listPublishedSlugs(), listUseCases()]);
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
    ...posts.map((p) => entry(`/blog/${p.slug}`, 0.6, p.updatedAt)),
    ...useCases.map((u) => entry(`/use-cases/${u.slug}`, 0.6)),
  ];
}
