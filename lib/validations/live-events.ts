// What the visitor's live chat stream carries. Valibot: the chat downloads it.
import * as v from "valibot";

/** A person in the conversation, as the visitor sees them. */
export const liveAgentSchema = v.object({
  name: v.pipe(v.string(), v.maxLength(200)),
  photo: v.nullable(v.pipe(v.string(), v.maxLength(2000))),
});
export type LiveAgentWire = v.InferOutput<typeof liveAgentSchema>;

/** What the visitor's stream (GET /api/chat/live) sends. */
export const visitorLiveEventSchema = v.variant("type", [
  /** On connecting, and whenever it changes: the person in the conversation, or null. */
  v.object({ type: v.literal("state"), agent: v.nullable(liveAgentSchema) }),
  v.object({
    type: v.literal("message"),
    id: v.string(),
    text: v.string(),
    author: liveAgentSchema,
    sent_at: v.string(),
  }),
  v.object({ type: v.literal("typing"), name: v.string() }),
]);
export type VisitorLiveEvent = v.InferOutput<typeof visitorLiveEventSchema>;
