// One assistant turn on the server: ask the model for a structured reply, and fall back to the
// rule-based answer when there is no model, it fails, times out, is rate limited or says nothing.
import "server-only";
import { generateText, type LanguageModel, Output } from "ai";
import { z } from "zod";
import { estimateTokens, withinModelBudget } from "@/lib/ai/spend";
import { CHAT_CONFIG } from "@/lib/chat/config";
import { type RulesBrand, ruleBasedReply } from "@/lib/chat/rules";
import type { HistoryEntry } from "@/lib/chat/state";
import type { LlmResponse } from "@/lib/validations/chat-responses";

/** The answer of POST /api/chat/llm-response: the contract the chat client parses. */
export type AssistantReply = LlmResponse;

const modelReplySchema = z.object({
  response: z.string(),
  confidence: z.number().min(0).max(1).optional(),
  reasoning: z.string().optional(),
  suggestedActions: z.array(z.string()).optional(),
});

export type ReplyInput = { prompt: string; history: HistoryEntry[] };
export type ReplyOptions = {
  model: LanguageModel | null;
  system: string;
  brand: RulesBrand;
  timeoutMs: number;
  maxRetries: number;
};

export function fallbackReply(prompt: string, brand: RulesBrand, reason: string): AssistantReply {
  return {
    response: ruleBasedReply(prompt, brand),
    confidence: CHAT_CONFIG.llm.fallbackConfidence,
    reasoning: reason,
    suggestedActions: [],
    fallbackUsed: true,
  };
}

const REFUSAL_REASON = {
  budget: "Today's language-model budget is spent.",
  concurrency: "Too many language-model calls are running.",
  unavailable: "The language-model budget could not be checked.",
} as const;

export async function generateAssistantReply(
  input: ReplyInput,
  opts: ReplyOptions,
): Promise<AssistantReply> {
  if (!opts.model)
    return fallbackReply(input.prompt, opts.brand, "No language model is configured.");
  const model = opts.model;
  const history = input.history
    .slice(-CHAT_CONFIG.llm.contextWindow)
    .map((h) => ({ role: h.role, content: h.content }));
  const worstCase =
    estimateTokens(opts.system + input.prompt + history.map((h) => h.content).join(" ")) +
    CHAT_CONFIG.llm.maxTokens;

  const spent = await withinModelBudget(worstCase, async () => {
    try {
      const { output, usage } = await generateText({
        model,
        system: opts.system,
        messages: [...history, { role: "user" as const, content: input.prompt }],
        output: Output.object({ schema: modelReplySchema }),
        temperature: CHAT_CONFIG.llm.temperature,
        maxOutputTokens: CHAT_CONFIG.llm.maxTokens,
        maxRetries: opts.maxRetries,
        abortSignal: AbortSignal.timeout(opts.timeoutMs),
      });
      return { result: output, usage };
    } catch (err) {
      const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      console.warn(`[chat] model call failed, using rules: ${reason.slice(0, 300)}`);
      // A reply that did not parse was still generated and billed.
      const usage = (err as { usage?: { inputTokens?: number; outputTokens?: number } }).usage;
      return { result: null, usage };
    }
  });

  if (!spent.ok) return fallbackReply(input.prompt, opts.brand, REFUSAL_REASON[spent.reason]);
  const output = spent.result;
  if (!output)
    return fallbackReply(input.prompt, opts.brand, "The language model was unavailable.");
  const response = output.response.trim();
  if (!response)
    return fallbackReply(input.prompt, opts.brand, "The model returned an empty reply.");
  return {
    response,
    confidence: output.confidence ?? CHAT_CONFIG.llm.defaultConfidence,
    reasoning: output.reasoning ?? "",
    suggestedActions: (output.suggestedActions ?? []).slice(0, 5),
    fallbackUsed: false,
  };
}
