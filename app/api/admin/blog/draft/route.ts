// POST /api/admin/blog/draft — {title, notes}: the model writes a first draft, stored as a draft
// post with ai_generated true (201 {post}). 503 when no model is configured or it fails.
import { readJson } from "@/lib/api/errors";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { draftPostWithAi } from "@/lib/content/ai-draft";
import { aiDraftSchema } from "@/lib/validations/studio";

export const maxDuration = 120;

export const POST = withAdmin(async (req, { user }) => {
  const input = await readJson(req, aiDraftSchema, 16 * 1024);
  const post = await draftPostWithAi(input, user, requestMeta(req));
  return Response.json({ post }, { status: 201 });
});
