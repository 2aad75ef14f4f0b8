// POST /api/chat/summary — save a chat lead summary (one row per session id, updated on repeat)
import { handle, readJson } from "@/lib/api/errors";
import { upsertChatSummary } from "@/lib/db/queries/chat";
import { clientIp, enforce } from "@/lib/rate-limit";
import { CHAT_MAX_BYTES, summaryRequestSchema } from "@/lib/validations/chat";

const LIMIT = { name: "chat-summary", max: 30, windowMs: 60_000 };

export const POST = handle(async (req) => {
  await enforce(LIMIT, clientIp(req));
  const summary = await readJson(req, summaryRequestSchema, CHAT_MAX_BYTES);
  const saved = await upsertChatSummary(summary);
  return Response.json(
    { success: true, id: saved.id },
    { status: saved.created ? 201 : 200, headers: { "Cache-Control": "no-store" } },
  );
});
