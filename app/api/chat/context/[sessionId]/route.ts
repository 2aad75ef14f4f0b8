// GET /api/chat/context/{sessionId} — a stored conversation context; needs the session's token (X-Chat-Session-Token)

import { CHAT_TOKEN_HEADER, requireChatSession } from "@/lib/api/chat-proof";
import { ApiError, handle } from "@/lib/api/errors";
import { getChatContext } from "@/lib/db/queries/chat";
import { enforcePerAddress } from "@/lib/rate-limit";
import { sessionIdSchema } from "@/lib/validations/chat";

const LIMIT = { name: "chat-context-read", max: 60, windowMs: 60_000 };

export const GET = handle(async (req, { params }: { params: Promise<{ sessionId: string }> }) => {
  await enforcePerAddress(LIMIT, req);
  const id = sessionIdSchema.safeParse((await params).sessionId);
  if (!id.success) throw new ApiError("not_found", 404, "No context for this session");
  await requireChatSession(id.data, req.headers.get(CHAT_TOKEN_HEADER));
  const row = await getChatContext({ sessionId: id.data });
  if (!row) throw new ApiError("not_found", 404, "No context for this session");
  return Response.json(
    { sessionId: id.data, context: row.context, updatedAt: row.updatedAt.toISOString() },
    { headers: { "Cache-Control": "no-store" } },
  );
});
