// What the chat endpoints answer: the browser parses every answer with these, the handlers type
// their bodies with them. Valibot, not zod: the chat downloads it, and it trims to what is used.
import * as v from "valibot";

export const chatSessionResponseSchema = v.object({
  sessionId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  sessionToken: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
});
export type ChatSessionResponse = v.InferOutput<typeof chatSessionResponseSchema>;

/** An article or use case of the site a reply points to: a path under the site, never elsewhere. */
export const replySourceSchema = v.object({
  title: v.string(),
  url: v.pipe(v.string(), v.regex(/^\/(?:blog|use-cases)\/[a-z0-9-]+$/)),
});
export type ReplySource = v.InferOutput<typeof replySourceSchema>;

export const llmResponseSchema = v.object({
  response: v.string(),
  confidence: v.number(),
  reasoning: v.string(),
  suggestedActions: v.array(v.string()),
  fallbackUsed: v.boolean(),
  /** At most three published articles or use cases, best first, shown as links under the reply. */
  sources: v.pipe(v.array(replySourceSchema), v.maxLength(3)),
});
export type LlmResponse = v.InferOutput<typeof llmResponseSchema>;

export const summaryResponseSchema = v.object({ success: v.literal(true), id: v.string() });
export type SummaryResponse = v.InferOutput<typeof summaryResponseSchema>;

export const contextSavedResponseSchema = v.object({
  success: v.literal(true),
  sessionId: v.string(),
});
export type ContextSavedResponse = v.InferOutput<typeof contextSavedResponseSchema>;

export const chatKnowledgeSchema = v.object({
  brand: v.object({
    company: v.string(),
    consultantName: v.string(),
    workshop: v.optional(v.object({ title: v.string(), when: v.string() })),
    services: v.array(
      v.object({ title: v.string(), keywords: v.array(v.string()), answer: v.string() }),
    ),
    priceSummary: v.string(),
    replyPromise: v.optional(v.string()),
  }),
  suggestions: v.array(v.string()),
});
export type ChatKnowledge = v.InferOutput<typeof chatKnowledgeSchema>;

/** The value when it matches the schema, else null. */
export function parsed<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
): v.InferOutput<S> | null {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : null;
}
