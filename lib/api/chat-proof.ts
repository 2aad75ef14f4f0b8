// Proof of possession for a chat session: the token issued with it (POST /api/chat/session).
import "server-only";
import { ApiError } from "@/lib/api/errors";
import { verifyChatSession } from "@/lib/chat-sessions";

export const CHAT_TOKEN_HEADER = "x-chat-session-token";

/**
 * Throws 403 unless `token` proves the caller holds `sessionId`. Says nothing about the session;
 * its own code tells the chat's outbox (lib/chat/outbox.ts) to get a new session, which no other
 * 403 (another site's request, a firewall) must do.
 */
export async function requireChatSession(sessionId: string, token: string | null | undefined) {
  if (!(await verifyChatSession(sessionId, token))) {
    throw new ApiError(
      "chat_session_invalid",
      403,
      "This chat session can only be read or changed by the browser it belongs to.",
    );
  }
}
