// POST /api/chat/context — store a chat session's conversation context (kept 30 days); needs the session's token

import { requireChatSession, undoIfErased } from "@/lib/api/chat-proof";
import { handle, readJson } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/origin";
import { upsertChatContext } from "@/lib/db/queries/chat";
import { enforcePerAddress } from "@/lib/rate-limit";
import { CHAT_MAX_BYTES, contextRequestSchema } from "@/lib/validations/chat";
import type { ContextSavedResponse } from "@/lib/validations/chat-responses";

const LIMIT = { name: "chat-context", max: 60, windowMs: 60_000 };

export const POST = handle(async (req) => {
  assertSameOrigin(req);
  await enforcePerAddress(LIMIT, req);
  const { sessionId, sessionToken, seq, context } = await readJson(
    req,
    contextRequestSchema,
    CHAT_MAX_BYTES,
  );
  await requireChatSession(sessionId, sessionToken);
  await upsertChatContext({ sessionId, context, seq });
  await undoIfErased(sessionId);
  const body: ContextSavedResponse = { success: true, sessionId };
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
});
