import type { MetadataRoute } from "next";
import { site } from "@/config/site";
import { services } from "@/content/services";

// The public pages a search engine should know about. Blog posts and use cases join this list
// when their pages exist.
const staticPaths = [
  "/",
  "/services",
  "/pricing",
  "/about-us",
  "/contact",
  "/privacy-policy",
  "/content-disclaimer",
];

export default function sitemap(): MetadataRoute.Sitemap {
  const paths = [...staticPaths, ...services.map((s) => `/services/${s.slug}`)];
  return paths.map((path) => ({
    url: `${site.url}${path === "/" ? "" : path}`,
    changeFrequency: path === "/" ? "weekly" : "monthly",
    priority: path === "/" ? 1 : path.startsWith("/services") ? 0.8 : 0.5,
  }));
}
