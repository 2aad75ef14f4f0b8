// What the chat endpoints answer, as zod/mini schemas: the chat client parses every answer with
// these (no casts on fetched JSON) while staying small, and the handlers type their bodies
// with the same definitions.
import * as z from "zod/mini";

export const chatSessionResponseSchema = z.object({
  sessionId: z.string().check(z.minLength(1), z.maxLength(100)),
  sessionToken: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type ChatSessionResponse = z.output<typeof chatSessionResponseSchema>;

/** An article or use case of the site a reply points to: a path under the site, never elsewhere. */
export const replySourceSchema = z.object({
  title: z.string(),
  url: z.string().check(z.regex(/^\/(?:blog|use-cases)\/[a-z0-9-]+$/)),
});
export type ReplySource = z.output<typeof replySourceSchema>;

export const llmResponseSchema = z.object({
  response: z.string(),
  confidence: z.number(),
  reasoning: z.string(),
  suggestedActions: z.array(z.string()),
  fallbackUsed: z.boolean(),
  /** At most three published articles or use cases, best first, shown as links under the reply. */
  sources: z.array(replySourceSchema).check(z.maxLength(3)),
});
export type LlmResponse = z.output<typeof llmResponseSchema>;

export const summaryResponseSchema = z.object({ success: z.literal(true), id: z.string() });
export type SummaryResponse = z.output<typeof summaryResponseSchema>;

export const contextSavedResponseSchema = z.object({
  success: z.literal(true),
  sessionId: z.string(),
});
export type ContextSavedResponse = z.output<typeof contextSavedResponseSchema>;

export const chatKnowledgeSchema = z.object({
  brand: z.object({
    company: z.string(),
    consultantName: z.string(),
    workshop: z.optional(z.object({ title: z.string(), when: z.string() })),
    services: z.array(
      z.object({ title: z.string(), keywords: z.array(z.string()), answer: z.string() }),
    ),
    priceSummary: z.string(),
    replyPromise: z.optional(z.string()),
  }),
  suggestions: z.array(z.string()),
});
export type ChatKnowledge = z.output<typeof chatKnowledgeSchema>;
