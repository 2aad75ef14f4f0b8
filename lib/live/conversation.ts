// A person in the visitor's open chat: their replies reach the visitor's stream (any instance),
// the visitor's messages reach the admins' screens, and the assistant stays quiet meanwhile.
import "server-only";
import { site } from "@/config/site";
import { ApiError } from "@/lib/api/errors";
import { updateLead } from "@/lib/db/queries/inbox";
import { queueLeadEmail } from "@/lib/db/queries/lead-emails";
import { getLeadTranscript } from "@/lib/db/queries/lead-transcript";
import {
  endLive,
  insertAgentMessage,
  insertVisitorMessage,
  type LiveLine,
  liveStateOfLead,
  liveStateOfSession,
} from "@/lib/db/queries/live-chat";
import { getAuthorProfile } from "@/lib/db/queries/studio-author";
import type { PublicUser } from "@/lib/db/queries/users";
import { siteUrl } from "@/lib/env";
import { emailThreading } from "@/lib/inbound/threading";
import { assertLeadInScope } from "@/lib/leads/scope";
import { deliverAfterResponse } from "@/lib/notify/deliver";
import { canSendMail } from "@/lib/notify/mail";
import type { AdminLiveEvent } from "@/lib/validations/live";
import type { VisitorLiveEvent } from "@/lib/validations/live-events";
import { leadChannel, listeners, publish, visitorChannel } from "./bus";

/** The admin as the visitor sees them: their profile's name and photo (the author byline's). */
async function agentOf(user: PublicUser) {
  const profile = await getAuthorProfile(user.id);
  return {
    id: user.id,
    name: profile?.name || user.name || user.email,
    photo: profile?.avatarUrl ?? null,
  };
}

export const lineToWire = (line: LiveLine): Extract<AdminLiveEvent, { type: "message" }> => ({
  type: "message",
  id: line.id,
  sender: line.sender,
  text: line.text,
  author: line.author,
  sent_at: line.sentAt.toISOString(),
});

// A dropped event is not a lost message (it is stored, and shown on reconnecting or reloading):
// a broken Redis must not fail the reply.
const tell = (channel: string, event: VisitorLiveEvent | AdminLiveEvent) =>
  publish(channel, event).catch((err) => console.error("[live] publish failed:", err.message));

/** A person's reply in the lead's chat: stored, shown to the visitor, and the assistant steps back. */
export async function replyLive(leadId: string, text: string, user: PublicUser, aiDrafted = false) {
  await assertLeadInScope(user, leadId);
  const state = await liveStateOfLead(leadId);
  if (!state) throw new ApiError("not_found", 404, "No such lead");
  if (!state.sessionId) {
    throw new ApiError(
      "conflict",
      409,
      "This lead has no chat to answer in: email them from the lead's page instead.",
    );
  }
  const agent = await agentOf(user);
  const line = await insertAgentMessage({
    leadId,
    sessionId: state.sessionId,
    agent,
    text,
    aiDrafted,
  });
  if (state.handoffOpen) {
    await updateLead({ id: leadId, handoffAnswered: true, actor: agent.name });
  }
  const visitor = visitorChannel(state.sessionId);
  if (state.agent?.id !== agent.id) {
    await tell(visitor, { type: "state", agent: { name: agent.name, photo: agent.photo } });
    await tell(leadChannel(leadId), { type: "state", agent: agent.name });
  }
  await tell(visitor, {
    type: "message",
    id: line.id,
    text,
    author: { name: agent.name, photo: agent.photo },
    sent_at: line.sentAt.toISOString(),
  });
  const wire = lineToWire(line);
  await tell(leadChannel(leadId), wire);
  const emailed =
    (await listeners(visitor).catch(() => 1)) === 0 &&
    (await emailAbsent(leadId, agent, user, line));
  return { ...wire, emailed };
}

/** A reply to a visitor who has left the chat also goes by email (when their address is known),
 * quoting the conversation; it is listed with the lead's emails. */
async function emailAbsent(
  leadId: string,
  agent: { name: string },
  user: PublicUser,
  line: LiveLine,
) {
  if (!canSendMail()) return false;
  const recent = (await getLeadTranscript({ leadId })).slice(-8);
  const quoted = recent
    .map(
      (m) =>
        `> ${m.sender === "user" ? "You" : m.sender === "agent" ? (m.authorName ?? agent.name) : site.assistantName}: ${m.content}`,
    )
    .join("\n");
  const queued = await queueLeadEmail({
    leadId,
    author: { id: user.id, name: agent.name, email: user.email },
    subject: `${agent.name} replied to your chat with ${site.company}`,
    body: `${line.text}\n\n${agent.name}\n${site.company}\n\nOur conversation so far:\n${quoted}\n\nReply to this email, or carry on in the chat at ${siteUrl}.`,
    idempotencyKey: `live-${line.id}`,
    threading: emailThreading(),
  });
  if (queued.outcome !== "queued") return false;
  deliverAfterResponse();
  return true;
}

/** "Hand back": the person leaves the conversation and the assistant answers again. */
export async function handBack(leadId: string, user: PublicUser) {
  await assertLeadInScope(user, leadId);
  const state = await liveStateOfLead(leadId);
  if (!state) throw new ApiError("not_found", 404, "No such lead");
  if (!(await endLive(leadId))) return;
  if (state.sessionId) await tell(visitorChannel(state.sessionId), { type: "state", agent: null });
  await tell(leadChannel(leadId), { type: "state", agent: null });
}

/** Whether a person is in this visitor's conversation, and who. */
export async function liveAgentFor(sessionId: string) {
  const state = await liveStateOfSession(sessionId);
  return state?.agent ? { name: state.agent.name, photo: state.agent.photo } : null;
}

/** The visitor's message while a person is in the conversation: stored and shown to the admins
 * at once. False when nobody is (the chat's assistant answers it instead). */
export async function visitorSays(sessionId: string, clientId: string, text: string) {
  const state = await liveStateOfSession(sessionId);
  if (!state?.agent) return false;
  const line = await insertVisitorMessage({ leadId: state.leadId, sessionId, clientId, text });
  if (line) await tell(leadChannel(state.leadId), lineToWire(line));
  return true;
}

/** The visitor is typing: the admins' screens say so while a person is in the conversation. */
export async function visitorTyping(sessionId: string) {
  const state = await liveStateOfSession(sessionId);
  if (state?.agent) await tell(leadChannel(state.leadId), { type: "typing" });
}

/** The person is typing: the visitor's chat says so for a few seconds. */
export async function agentTyping(leadId: string, user: PublicUser) {
  await assertLeadInScope(user, leadId);
  const state = await liveStateOfLead(leadId);
  if (state?.sessionId && state.agent?.id === user.id) {
    await tell(visitorChannel(state.sessionId), { type: "typing", name: state.agent.name });
  }
}
