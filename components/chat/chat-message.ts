// A new message of the chat on screen, with an id unique in this page.
import type { ChatMessage } from "@/lib/chat/state";

let idCounter = 0;
export const message = (content: string, sender: ChatMessage["sender"]): ChatMessage => {
  idCounter += 1;
  return { id: `${Date.now()}${idCounter}`, content, sender, timestamp: new Date().toISOString() };
};
