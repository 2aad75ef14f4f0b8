// POST /api/chat/llm-response — one assistant reply (model, or rule-based fallback)
import { assistantBrand } from "@/content/assistant";
import { workshop } from "@/content/workshop";
import { oneCallAtATime } from "@/lib/ai/fair-share";
import { buildSystemPrompt } from "@/lib/ai/prompt";
import { configuredModel } from "@/lib/ai/provider";
import { fallbackReply, generateAssistantReply } from "@/lib/ai/reply";
import { handle, readJson } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/origin";
import { CHAT_CONFIG } from "@/lib/chat/config";
import { hashClientAddress, verifyChatSession } from "@/lib/chat-sessions";
import { env } from "@/lib/env";
import { workshopWhen } from "@/lib/events/workshop";
import { addressKey, clientIp, enforce, LimiterUnavailableError } from "@/lib/rate-limit";
import { knowledgeFor } from "@/lib/site-search";
import { CHAT_MAX_BYTES, llmRequestSchema } from "@/lib/validations/chat";
import type { LlmResponse } from "@/lib/validations/chat-responses";

const { perSession, perIp, windowMs } = CHAT_CONFIG.rateLimit;
const SESSION_LIMIT = { name: "chat-session", max: perSession, windowMs };
// New sessions must not multiply the budget: one address gets at most this many replies.
const IP_LIMIT = { name: "chat-ip", max: perIp, windowMs };
// How long a reply waits for the same visitor's previous one to finish.
const IN_FLIGHT_WAIT_MS = 2_000;

let systemPrompt: { workshopLine: string; text: string } | undefined;
const json = (body: LlmResponse) =>
  Response.json(body, { headers: { "Cache-Control": "no-store" } });

export const POST = handle(async (req) => {
  assertSameOrigin(req);
  const address = addressKey(clientIp(req));
  const body = await readJson(req, llmRequestSchema, CHAT_MAX_BYTES);
  const brand = assistantBrand();
  // A session the caller cannot prove is theirs shares its address's budget.
  const { sessionId, sessionToken } = body.context;
  const sessionKey = (await verifyChatSession(sessionId, sessionToken))
    ? sessionId
    : `address:${address}`;
  try {
    // The model's limits fail closed: if the shared store is down, nobody spends money.
    await enforce(IP_LIMIT, address, { failClosed: true });
    await enforce(SESSION_LIMIT, sessionKey, { failClosed: true });
  } catch (err) {
    if (!(err instanceof LimiterUnavailableError)) throw err;
    return json(fallbackReply(body.prompt, brand, "limiter"));
  }

  // Rebuilt when the workshop's line changes (it is recorded once the event is over).
  const workshopLine = `${workshop.title}, ${workshopWhen()}, page ${workshop.path}`;
  if (systemPrompt?.workshopLine !== workshopLine) {
    systemPrompt = { workshopLine, text: buildSystemPrompt({ workshop: workshopLine }) };
  }
  const system = systemPrompt.text;
  // The site's own articles on the question: the model may cite them, the rules offer the best.
  const sources = await knowledgeFor(address, body.prompt).catch((err) => {
    console.error("[chat] article search failed, answering without sources:", err);
    return [];
  });
  const model = configuredModel();
  if (!model) return json(fallbackReply(body.prompt, brand, "unconfigured", sources));
  const addressHash = await hashClientAddress(address);
  const ask = () =>
    generateAssistantReply(
      { prompt: body.prompt, history: body.context.history, sources },
      {
        model,
        system,
        brand,
        timeoutMs: env.LLM_TIMEOUT_MS,
        maxRetries: env.LLM_MAX_RETRIES,
        addressHash,
      },
    );
  try {
    // One reply at a time per chat and per address: a second waits a moment, then gets the rules.
    const turn = await oneCallAtATime(
      { session: sessionKey, address },
      { waitMs: IN_FLIGHT_WAIT_MS, holdMs: env.LLM_TIMEOUT_MS * (env.LLM_MAX_RETRIES + 1) + 5_000 },
      ask,
    );
    return json(turn.ok ? turn.result : fallbackReply(body.prompt, brand, "busy", sources));
  } catch (err) {
    if (!(err instanceof LimiterUnavailableError)) throw err;
    return json(fallbackReply(body.prompt, brand, "limiter"));
  }
});
