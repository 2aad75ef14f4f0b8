// POST /api/chat/session — issue a chat session: a random id and the token that proves it is yours
import { site } from "@/config/site";
import { handle } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/origin";
import { issueChatSession } from "@/lib/chat-sessions";
import { countChatSession } from "@/lib/db/queries/overview";
import { enforcePerAddress } from "@/lib/rate-limit";
import { localDate } from "@/lib/utils/local-date";
import type { ChatSessionResponse } from "@/lib/validations/chat-responses";

// A visitor needs one per 30 days; a few more allow for several browsers behind one address.
const LIMIT = { name: "chat-session-issue", max: 20, windowMs: 10 * 60_000 };

export const POST = handle(async (req) => {
  assertSameOrigin(req);
  await enforcePerAddress(LIMIT, req);
  const body: ChatSessionResponse = await issueChatSession();
  // The funnel's first step; a chat works even when it cannot be counted.
  await countChatSession({ day: localDate(new Date(), site.timeZone) }).catch((err) =>
    console.error("[overview] could not count a chat session:", err),
  );
  return Response.json(body, { status: 201, headers: { "Cache-Control": "no-store" } });
});
