// POST /api/chat/context — store a chat session's conversation context (kept 30 days)
import { handle, readJson } from "@/lib/api/errors";
import { upsertChatContext } from "@/lib/db/queries/chat";
import { clientIp, enforce } from "@/lib/rate-limit";
import { CHAT_MAX_BYTES, contextRequestSchema } from "@/lib/validations/chat";

const LIMIT = { name: "chat-context", max: 60, windowMs: 60_000 };

export const POST = handle(async (req) => {
  await enforce(LIMIT, clientIp(req));
  const { sessionId, context } = await readJson(req, contextRequestSchema, CHAT_MAX_BYTES);
  await upsertChatContext({ sessionId, context });
  return Response.json({ success: true, sessionId }, { headers: { "Cache-Control": "no-store" } });
});
