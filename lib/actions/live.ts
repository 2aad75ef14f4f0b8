// A person in the visitor's chat, from the lead's page: reply, say they are typing, hand back.
"use server";

import { adminAction } from "@/lib/auth/action";
import { agentTyping, handBack, replyLive } from "@/lib/live/conversation";
import { agentMessageActionSchema, liveLeadActionSchema } from "@/lib/validations/live";

export const replyLiveAction = adminAction(
  agentMessageActionSchema,
  ({ leadId, text, ai_drafted }, { user }) => replyLive(leadId, text, user, ai_drafted),
);

export const handBackAction = adminAction(liveLeadActionSchema, ({ leadId }, { user }) =>
  handBack(leadId, user),
);

export const typingAction = adminAction(liveLeadActionSchema, ({ leadId }, { user }) =>
  agentTyping(leadId, user),
);
