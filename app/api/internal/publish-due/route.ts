// POST by scripts/server.mjs every few seconds: publishes the scheduled posts and use cases whose
// time has come. A route, so the tags it expires reach the pages as any publish does (a tag
// expired from a timer, outside a request, reaches no page). The per-process token hides it.
import { handle } from "@/lib/api/errors";
import { publishDueContent } from "@/lib/content/scheduled";
import { requireControlToken } from "@/lib/internal/control";

export const dynamic = "force-dynamic";

export const POST = handle(async (req) => {
  requireControlToken(req);
  const { posts, useCases } = await publishDueContent();
  return Response.json({ posts, use_cases: useCases });
});
