// One assistant turn on the server: ask the model for a structured reply, and fall back to the
// rule-based answer when there is no model, it fails, times out, is rate limited or says nothing.
import "server-only";
import { generateText, type LanguageModel, Output } from "ai";
import { z } from "zod";
import { estimateTokens, type Usage, withinModelBudget } from "@/lib/ai/spend";
import { CHAT_CONFIG } from "@/lib/chat/config";
import { type RulesBrand, ruleBasedReply } from "@/lib/chat/rules";
import type { HistoryEntry } from "@/lib/chat/state";
import { metrics } from "@/lib/metrics";
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

/** Why the rules answered instead of the model: the reply's `reasoning`, and a metric label. */
const FALLBACK_REASON = {
  unconfigured: "No language model is configured.",
  budget: "Today's language-model budget is spent.",
  concurrency: "Too many language-model calls are running.",
  unavailable: "The language-model budget could not be checked.",
  limiter: "The rate-limit store is unavailable.",
  failed: "The language model was unavailable.",
  empty: "The model returned an empty reply.",
} as const;
export type FallbackReason = keyof typeof FALLBACK_REASON;

export function fallbackReply(
  prompt: string,
  brand: RulesBrand,
  why: FallbackReason,
): AssistantReply {
  metrics().modelFallbacks.inc({ reason: why });
  return {
    response: ruleBasedReply(prompt, brand),
    confidence: CHAT_CONFIG.llm.fallbackConfidence,
    reasoning: FALLBACK_REASON[why],
    suggestedActions: [],
    fallbackUsed: true,
  };
}

/** Counts a model call and the tokens the provider reported for it. */
function countModelCall(outcome: "ok" | "failed", usage: Usage | undefined) {
  const m = metrics();
  m.modelCalls.inc({ outcome });
  if (usage?.inputTokens) m.modelTokens.inc({ kind: "input" }, usage.inputTokens);
  if (usage?.outputTokens) m.modelTokens.inc({ kind: "output" }, usage.outputTokens);
}

export async function generateAssistantReply(
  input: ReplyInput,
  opts: ReplyOptions,
): Promise<AssistantReply> {
  if (!opts.model) return fallbackReply(input.prompt, opts.brand, "unconfigured");
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
      countModelCall("ok", usage);
      return { result: output, usage };
    } catch (err) {
      const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      console.warn(`[chat] model call failed, using rules: ${reason.slice(0, 300)}`);
      // A reply that did not parse was still generated and billed.
      const usage = (err as { usage?: Usage }).usage;
      countModelCall("failed", usage);
      return { result: null, usage };
    }
  });

  if (!spent.ok) return fallbackReply(input.prompt, opts.brand, spent.reason);
  const output = spent.result;
  if (!output) return fallbackReply(input.prompt, opts.brand, "failed");
  const response = output.response.trim();
  if (!response) return fallbackReply(input.prompt, opts.brand, "empty");
  return {
    response,
    confidence: output.confidence ?? CHAT_CONFIG.llm.defaultConfidence,
    reasoning: output.reasoning ?? "",
    suggestedActions: (output.suggestedActions ?? []).slice(0, 5),
    fallbackUsed: false,
  };
}
