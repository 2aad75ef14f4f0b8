// "Draft with AI": the configured model writes a first draft from a title and notes, grounded in
// the site's own services and prices. It is stored as a draft marked ai_generated; only an
// admin's explicit approval publishes it (lib/content/posts.ts).
import "server-only";
import { generateText, Output } from "ai";
import { z } from "zod";
import { buildWriterPrompt } from "@/lib/ai/prompt";
import { configuredModel } from "@/lib/ai/provider";
import { estimateTokens, withinModelBudget } from "@/lib/ai/spend";
import { ApiError } from "@/lib/api/errors";
import { audit } from "@/lib/auth/audit";
import type { RequestMeta } from "@/lib/auth/request-meta";
import { serializeStudioPost } from "@/lib/blog";
import type { PublicUser } from "@/lib/db/queries/users";
import { sanitizeHtml } from "@/lib/utils/html";
import { createPost } from "./posts";

const DRAFT_MAX_TOKENS = 4000;
const DRAFT_TIMEOUT_MS = 90_000;

const draftSchema = z.object({
  html: z.string(),
  excerpt: z.string(),
  tags: z.array(z.string()),
});

export type AiDraft = { html: string; excerpt: string; tags: string[] };

const unavailable = (message: string) =>
  new ApiError("service_unavailable", 503, message, { "Retry-After": "60" });

export async function draftArticle({
  title,
  notes,
}: {
  title: string;
  notes: string;
}): Promise<AiDraft> {
  const model = configuredModel();
  if (!model) {
    throw unavailable(
      "AI drafting needs a language model: set GEMINI_API_KEY on the server. You can still write the post yourself.",
    );
  }
  const system = buildWriterPrompt();
  const prompt = `Title: ${title}\n\nEditor's notes:\n${notes || "(none)"}`;
  const spent = await withinModelBudget(
    estimateTokens(system + prompt) + DRAFT_MAX_TOKENS,
    async () => {
      try {
        const { output, usage } = await generateText({
          model,
          system,
          prompt,
          output: Output.object({ schema: draftSchema }),
          maxOutputTokens: DRAFT_MAX_TOKENS,
          maxRetries: 1,
          abortSignal: AbortSignal.timeout(DRAFT_TIMEOUT_MS),
        });
        return { result: output, usage };
      } catch (err) {
        const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
        console.warn(`[studio] AI draft failed: ${reason.slice(0, 300)}`);
        return { result: null, usage: (err as { usage?: undefined }).usage };
      }
    },
  );
  if (!spent.ok) {
    throw unavailable(
      spent.reason === "budget"
        ? "Today's language-model budget is spent. Try again tomorrow, or write the post yourself."
        : "The language model is busy. Please try again in a minute.",
    );
  }
  const html = spent.result ? sanitizeHtml(spent.result.html) : "";
  if (!spent.result || !html) {
    throw unavailable("The language model did not return a draft. Please try again in a minute.");
  }
  return {
    html,
    excerpt: spent.result.excerpt.trim().slice(0, 300),
    tags: [...new Set(spent.result.tags.map((t) => t.trim().slice(0, 50)).filter(Boolean))].slice(
      0,
      5,
    ),
  };
}

/** The model's first draft, stored as a draft post marked AI (for the API and the studio). */
export async function draftPostWithAi(
  { title, notes }: { title: string; notes: string },
  user: PublicUser,
  meta: RequestMeta,
) {
  const draft = await draftArticle({ title, notes });
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
  return serializeStudioPost(post);
}
