// GET /api/blog/tags — tags of published posts with their counts, most used first
import { cacheFor, handle } from "@/lib/api/errors";
import { BLOG_CACHE } from "@/lib/blog";
import { listTags } from "@/lib/db/queries/blog";

export const dynamic = "force-dynamic";

export const GET = handle(async () =>
  Response.json(await listTags(), { headers: cacheFor(BLOG_CACHE.tags) }),
);
