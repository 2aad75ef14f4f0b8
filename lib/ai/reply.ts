// One assistant turn on the server: ask the model for a structured reply, and fall back to the
// rule-based answer when there is no model, it fails, times out, is rate limited or says nothing.
import "server-only";
import { generateText, type LanguageModel, Output } from "ai";
import { z } from "zod";
import { estimateTokens, type Usage, withinModelBudget } from "@/lib/ai/spend";
import { CHAT_CONFIG } from "@/lib/chat/config";
import { type RulesBrand, ruleBasedReply } from "@/lib/chat/rules";
import type { HistoryEntry } from "@/lib/chat/state";
import type { KnowledgeMatch } from "@/lib/db/queries/knowledge";
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

export type ReplyInput = { prompt: string; history: HistoryEntry[]; sources?: readonly Source[] };
export type ReplyOptions = {
  model: LanguageModel | null;
  system: string;
  brand: RulesBrand;
  timeoutMs: number;
  maxRetries: number;
  /** The caller's address as hashClientAddress keeps it: the call draws on its allowance. */
  addressHash?: string;
};

/** The spec's last six messages, latest first until `maxChars`: a pasted history stays cheap. */
export function boundedHistory(
  history: HistoryEntry[],
  entries = CHAT_CONFIG.llm.contextWindow,
  maxChars = CHAT_CONFIG.limits.historyChars,
): Array<{ role: HistoryEntry["role"]; content: string }> {
  const kept: Array<{ role: HistoryEntry["role"]; content: string }> = [];
  let chars = 0;
  for (const h of history.slice(-entries).reverse()) {
    chars += h.content.length;
    if (chars > maxChars) break;
    kept.unshift({ role: h.role, content: h.content });
  }
  return kept;
}

/** Why the rules answered instead of the model: the reply's `reasoning`, and a metric label. */
const FALLBACK_REASON = {
  unconfigured: "No language model is configured.",
  budget: "Today's language-model budget is spent.",
  concurrency: "Too many language-model calls are running.",
  unavailable: "The language-model budget could not be checked.",
  limiter: "The rate-limit store is unavailable.",
  failed: "The language model was unavailable.",
  empty: "The model returned an empty reply.",
  allowance: "This address's share of today's language-model budget is spent.",
  busy: "Another reply for this visitor is still being written.",
  doubtful: "The model was not confident in its reply.",
} as const;
export type FallbackReason = keyof typeof FALLBACK_REASON;

/** A published article or use case matching the visitor's message. */
export type Source = Omit<KnowledgeMatch, "rank">;

const cite = (sources: readonly Source[]) => sources.map(({ title, url }) => ({ title, url }));

/** The rules' answer; with a matching article, it is offered too (the best one). */
export function fallbackReply(
  prompt: string,
  brand: RulesBrand,
  why: FallbackReason,
  sources: readonly Source[] = [],
): AssistantReply {
  metrics().modelFallbacks.inc({ reason: why });
  const best = sources.slice(0, 1);
  const answer = ruleBasedReply(prompt, brand);
  return {
    response: best[0] ? `${answer} Our article "${best[0].title}" may help.` : answer,
    confidence: CHAT_CONFIG.llm.fallbackConfidence,
    reasoning: FALLBACK_REASON[why],
    suggestedActions: [],
    fallbackUsed: true,
    sources: cite(best),
  };
}

/** The articles the model may draw on, after the system prompt: the site's own words. */
export function withSources(system: string, sources: readonly Source[]): string {
  if (sources.length === 0) return system;
  const lines = sources.map((s) => `- "${s.title}" (${s.url}): ${s.excerpt}`);
  return `${system}\n\nOur articles that match the visitor's message (they are shown as links under your reply; mention one by its title when it answers the question):\n${lines.join("\n")}`;
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
  const sources = input.sources ?? [];
  if (!opts.model) return fallbackReply(input.prompt, opts.brand, "unconfigured", sources);
  const model = opts.model;
  const history = boundedHistory(input.history);
  const system = withSources(opts.system, sources);
  const worstCase =
    estimateTokens(system + input.prompt + history.map((h) => h.content).join(" ")) +
    CHAT_CONFIG.llm.maxTokens;

  const spent = await withinModelBudget(
    worstCase,
    async () => {
      try {
        const { output, usage } = await generateText({
          model,
          system,
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
    },
    { addressHash: opts.addressHash },
  );

  if (!spent.ok) return fallbackReply(input.prompt, opts.brand, spent.reason, sources);
  const output = spent.result;
  if (!output) return fallbackReply(input.prompt, opts.brand, "failed", sources);
  const response = output.response.trim();
  if (!response) return fallbackReply(input.prompt, opts.brand, "empty", sources);
  const confidence = output.confidence ?? CHAT_CONFIG.llm.defaultConfidence;
  // Spec §9's threshold: a reply the model itself doubts is not shown; the rules answer instead.
  if (confidence < CHAT_CONFIG.llm.confidenceThreshold) {
    return fallbackReply(input.prompt, opts.brand, "doubtful", sources);
  }
  return {
    response,
    confidence,
    reasoning: output.reasoning ?? "",
    suggestedActions: (output.suggestedActions ?? []).slice(0, 5),
    fallbackUsed: false,
    sources: cite(sources),
  };
}
