// The live chat's requests (zod, server side) and the admin stream's events; the visitor's
// stream is in live-events.ts.
import { z } from "zod";

export const LIVE_TEXT_MAX = 2_000;

/** POST /api/admin/leads/{id}/messages. */
export const agentMessageSchema = z.object({
  text: z
    .string({ error: "text is required" })
    .trim()
    .min(1, "text is required")
    .max(LIVE_TEXT_MAX, `text must be at most ${LIVE_TEXT_MAX} characters`),
  /** Started from "Draft a reply". */
  ai_drafted: z.boolean({ error: "ai_drafted must be true or false" }).optional(),
});

/** POST /api/chat/live: the visitor's message while a person is in the conversation, or word
 * that they are typing. */
export const visitorLiveMessageSchema = z.union([
  z.object({
    sessionId: z.string().min(1).max(100),
    clientId: z.string().min(1).max(100),
    text: z.string().trim().min(1, "text is required").max(LIVE_TEXT_MAX),
  }),
  z.object({ sessionId: z.string().min(1).max(100), typing: z.literal(true) }),
]);

/** A line of the conversation as the admin's stream (GET /api/admin/leads/{id}/live) sends it. */
export type AdminLiveEvent =
  | {
      type: "message";
      id: string;
      sender: "user" | "agent";
      text: string;
      author: string | null;
      sent_at: string;
    }
  | { type: "state"; agent: string | null }
  | { type: "typing" }
  /** The lead answered by email: the page reads itself again. */
  | { type: "reply" };

const leadId = z.uuid({ error: "No such lead" });
export const agentMessageActionSchema = agentMessageSchema.extend({ leadId });
export const liveLeadActionSchema = z.object({ leadId });
