// POST /api/chat/llm-response — one assistant reply (model, or rule-based fallback)

import { site } from "@/config/site";
import { workshop } from "@/content/workshop";
import { buildSystemPrompt } from "@/lib/ai/prompt";
import { configuredModel } from "@/lib/ai/provider";
import { generateAssistantReply } from "@/lib/ai/reply";
import { handle, readJson } from "@/lib/api/errors";
import { CHAT_CONFIG } from "@/lib/chat/config";
import { env } from "@/lib/env";
import { workshopWhen } from "@/lib/events/workshop";
import { clientIp, enforce } from "@/lib/rate-limit";
import { CHAT_MAX_BYTES, llmRequestSchema } from "@/lib/validations/chat";

const { perSession, perIp, windowMs } = CHAT_CONFIG.rateLimit;
const SESSION_LIMIT = { name: "chat-session", max: perSession, windowMs };
// New session ids must not multiply the budget: one address gets at most this many replies.
const IP_LIMIT = { name: "chat-ip", max: perIp, windowMs };

let systemPrompt: string | undefined;

export const POST = handle(async (req) => {
  const ip = clientIp(req);
  await enforce(IP_LIMIT, ip);
  const body = await readJson(req, llmRequestSchema, CHAT_MAX_BYTES);
  await enforce(SESSION_LIMIT, body.context.sessionId);

  systemPrompt ??= buildSystemPrompt({
    workshop: `${workshop.title}, ${workshopWhen()}, live online, page /events/ai-automation-workshop-austin`,
  });
  const reply = await generateAssistantReply(
    { prompt: body.prompt, history: body.context.history },
    {
      model: configuredModel(),
      system: systemPrompt,
      brand: {
        company: site.company,
        consultantName: site.consultantName,
        workshop: { title: workshop.title, when: workshopWhen() },
      },
      timeoutMs: env.LLM_TIMEOUT_MS,
      maxRetries: env.LLM_MAX_RETRIES,
    },
  );
  return Response.json(reply, { headers: { "Cache-Control": "no-store" } });
});
