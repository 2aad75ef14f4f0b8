// Proof of possession for a chat session: the token issued with it (POST /api/chat/session).
import "server-only";
import { ApiError } from "@/lib/api/errors";
import { isErasedChat } from "@/lib/chat/erased";
import { verifyChatSession } from "@/lib/chat-sessions";
import { eraseChatSessions } from "@/lib/db/queries/privacy-delete";

export const CHAT_TOKEN_HEADER = "x-chat-session-token";

/** Throws 403 unless `token` proves `sessionId` and its data was not erased. The codes drive the
 * outbox: `chat_session_invalid` gets a new session, `chat_session_erased` forgets the chat. */
export async function requireChatSession(sessionId: string, token: string | null | undefined) {
  // First: a browser told "not yours" would be issued a new session and send the chat again.
  // (Session ids are 128 random bits: this says nothing anyone could look up.)
  await refuseErased(sessionId);
  if (!(await verifyChatSession(sessionId, token))) {
    throw new ApiError(
      "chat_session_invalid",
      403,
      "This chat session can only be read or changed by the browser it belongs to.",
    );
  }
}

const erased = () =>
  new ApiError(
    "chat_session_erased",
    403,
    "This conversation was deleted at the visitor's request; nothing more is stored for it.",
  );

/** 403 `chat_session_erased` when a privacy deletion removed this session's data. */
async function refuseErased(sessionId: string) {
  if (await isErasedChat(sessionId)) throw erased();
}

/** After a save under `sessionId`: a deletion that committed meanwhile missed what it wrote, so
 * that goes now and the browser is told it was refused. */
export async function undoIfErased(sessionId: string) {
  if (!(await isErasedChat(sessionId))) return;
  await eraseChatSessions([sessionId]);
  throw erased();
}
