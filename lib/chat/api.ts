// The chat's requests that are not saves: what the assistant knows, and the model's replies.
import type { LlmRequest } from "@/lib/validations/chat";
import {
  type ChatKnowledge,
  chatKnowledgeSchema,
  type LlmResponse,
  llmResponseSchema,
  parsed,
} from "@/lib/validations/chat-responses";

/** GET /api/chat/knowledge, once per page: null when it cannot be had (the chat still works). */
export async function fetchKnowledge(): Promise<ChatKnowledge | null> {
  try {
    const res = await fetch("/api/chat/knowledge");
    if (!res.ok) return null;
    return parsed(chatKnowledgeSchema, await res.json());
  } catch {
    return null;
  }
}

// ---- model replies ----------------------------------------------------------------------------

export type ReplyResult =
  | { kind: "reply"; reply: LlmResponse }
  /** A rate limit, the model unavailable (503) or an empty reply: the spec's fallback text. */
  | { kind: "fallback" };

/** POST /api/chat/llm-response. Throws on a network failure or a server error. */
export async function requestReply(body: LlmRequest): Promise<ReplyResult> {
  const res = await fetch("/api/chat/llm-response", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (res.status === 429 || res.status === 503) return { kind: "fallback" };
  if (!res.ok) throw new Error(`API Error: ${res.status} ${res.statusText}`);
  const reply = parsed(llmResponseSchema, await res.json());
  if (!reply) throw new Error("Malformed reply");
  if (!reply.response.trim()) return { kind: "fallback" };
  return { kind: "reply", reply };
}
