// POST by the job runner (lib/jobs/definitions.ts) every few seconds: publishes the scheduled
// posts, use cases and events whose time has come. A route, so the tags it expires reach the
// pages as any publish does (Next expires tags only in a request). 404 without the jobs' token.
import { handle } from "@/lib/api/errors";
import { publishDueContent } from "@/lib/content/scheduled";
import { requireJobsToken } from "@/lib/internal/control";
import { sendDueIssues } from "@/lib/newsletter/send";

export const dynamic = "force-dynamic";

export const POST = handle(async (req) => {
  await requireJobsToken(req);
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
