// POST /api/admin/blog/draft — {title, notes}: the model writes a first draft, stored as a draft
// post with ai_generated true (201 {post}). 503 when no model is configured or it fails.
import { readJson } from "@/lib/api/errors";
import { audit, requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { serializeStudioPost } from "@/lib/blog";
import { draftArticle } from "@/lib/content/ai-draft";
import { createPost } from "@/lib/content/posts";
import { aiDraftSchema } from "@/lib/validations/studio";

export const maxDuration = 120;

export const POST = withAdmin(async (req, { user }) => {
  const { title, notes } = await readJson(req, aiDraftSchema, 16 * 1024);
  const draft = await draftArticle({ title, notes });
  const meta = requestMeta(req);
  const post = await createPost(
    { title, content: draft.html, excerpt: draft.excerpt, tags: draft.tags, status: "draft" },
    user,
    meta,
    { aiGenerated: true },
  );
  await audit(meta, {
    action: "content_drafted_by_ai",
    user,
    details: { kind: "post", slug: post.slug, title: post.title },
  });
  return Response.json({ post: serializeStudioPost(post) }, { status: 201 });
});
