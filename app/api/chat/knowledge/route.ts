// GET /api/chat/knowledge — what the assistant's rule-based answers know (services, prices, the
// workshop) and the questions it suggests. Fetched by the chat panel when a visitor first opens
// it, so no page carries this in its markup; built like the pages and refreshed with them.
import { assistantBrand, suggestedQuestions } from "@/content/assistant";
import type { ChatKnowledge } from "@/lib/validations/chat-responses";

export const dynamic = "force-static";
export const revalidate = 86400;

export function GET() {
  const body: ChatKnowledge = { brand: assistantBrand(), suggestions: suggestedQuestions() };
  return Response.json(body, {
    headers: { "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400" },
  });
}
