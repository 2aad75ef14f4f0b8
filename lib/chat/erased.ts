// Chat sessions a privacy deletion emptied, known from memory (every save asks): re-read every
// 10 s, this process's deletions at once. Saves made before an instance knew, or overlapping the
// deletion (undoIfErased), are taken back, so within one refresh nothing of the chat is left.
import "server-only";
import { listErasedChatSessions } from "@/lib/db/queries/chat";
import { eraseChatSessions } from "@/lib/db/queries/privacy-delete";

const REFRESH_MS = 10_000;

type Known = { ids: Set<string>; at: number; loading: Promise<void> | null };
const g = globalThis as typeof globalThis & { __siteErasedChats?: Known };
const known = (): Known => {
  g.__siteErasedChats ??= { ids: new Set(), at: 0, loading: null };
  return g.__siteErasedChats;
};

/** Reads the list again; anything saved under a session new to this process goes now. */
export function refreshErasedChats(): Promise<void> {
  const k = known();
  k.loading ??= (async () => {
    try {
      const ids = await listErasedChatSessions();
      const learnt = ids.filter((id) => !k.ids.has(id));
      k.ids = new Set(ids);
      k.at = Date.now();
      if (learnt.length > 0) await eraseChatSessions(learnt);
    } finally {
      k.loading = null;
    }
  })();
  return k.loading;
}

/** True when a privacy deletion emptied this session (as known within the last 10 s). */
export async function isErasedChat(sessionId: string): Promise<boolean> {
  if (Date.now() - known().at > REFRESH_MS) await refreshErasedChats();
  return known().ids.has(sessionId);
}

/** This process's own deletion: refused from now, without waiting for the next read. */
export function markErasedChats(sessionIds: readonly string[]) {
  for (const id of sessionIds) known().ids.add(id);
}
