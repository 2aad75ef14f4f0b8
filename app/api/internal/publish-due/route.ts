// POST by scripts/server.mjs every few seconds: publishes the scheduled posts and use cases whose
// time has come. A route, so the tags it expires reach the pages as any publish does (a tag
// expired from a timer, outside a request, reaches no page). The per-process token hides it.
import { handle } from "@/lib/api/errors";
import { publishDueContent } from "@/lib/content/scheduled";
import { requireControlToken } from "@/lib/internal/control";
import { sendDueIssues } from "@/lib/newsletter/send";

export const dynamic = "force-dynamic";

export const POST = handle(async (req) => {
  requireControlToken(req);
  const { posts, useCases, events } = await publishDueContent();
  // A scheduled post that asked for it goes to the subscribers now (and one whose send an
  // owner's publish could not queue is queued now).
  const issues = await sendDueIssues();
  return Response.json({
    posts,
    use_cases: useCases,
    events,
    newsletters: issues.map((i) => i.slug),
  });
});
