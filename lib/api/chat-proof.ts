// Proof of possession for a chat session: the token issued with it (POST /api/chat/session).
import "server-only";
import { ApiError } from "@/lib/api/errors";
import { verifyChatSession } from "@/lib/chat-sessions";

export const CHAT_TOKEN_HEADER = "x-chat-session-token";

/** Throws 403 unless `token` proves the caller holds `sessionId`. Says nothing about the session. */
export async function requireChatSession(sessionId: string, token: string | null | undefined) {
  if (!(await verifyChatSession(sessionId, token))) {
    throw new ApiError(
      "forbidden",
      403,
      "This chat session can only be read or changed by the browser it belongs to.",
    );
  }
}
