// GET /api/chat/context/{sessionId} — a stored conversation context, or 404
import { ApiError, handle } from "@/lib/api/errors";
import { getChatContext } from "@/lib/db/queries/chat";
import { clientIp, enforce } from "@/lib/rate-limit";
import { sessionIdSchema } from "@/lib/validations/chat";

const LIMIT = { name: "chat-context-read", max: 60, windowMs: 60_000 };

export const GET = handle(async (req, { params }: { params: Promise<{ sessionId: string }> }) => {
  await enforce(LIMIT, clientIp(req));
  const id = sessionIdSchema.safeParse((await params).sessionId);
  const row = id.success ? await getChatContext({ sessionId: id.data }) : null;
  if (!row) throw new ApiError("not_found", 404, "No context for this session");
  return Response.json(
    { sessionId: id.data, context: row.context, updatedAt: row.updatedAt.toISOString() },
    { headers: { "Cache-Control": "no-store" } },
  );
});
