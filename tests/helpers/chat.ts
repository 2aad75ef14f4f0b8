// Test helpers for the chat endpoints: issued sessions and valid bodies to start from.
import { POST as postContext } from "@/app/api/chat/context/route";
import { POST as issue } from "@/app/api/chat/session/route";
import { POST as postSummary } from "@/app/api/chat/summary/route";
import { jsonRequest, uniqueIp } from "./http";

export const routeCtx = { params: Promise.resolve({}) };

export type Session = { sessionId: string; sessionToken: string };

/** A session issued by POST /api/chat/session, as the chat gets one. */
export async function issueSession(ip = uniqueIp()): Promise<Session> {
  const res = await issue(
    new Request("http://localhost/api/chat/session", {
      method: "POST",
      headers: { "x-forwarded-for": ip },
    }),
    routeCtx,
  );
  if (res.status !== 201) throw new Error(`session not issued: ${res.status}`);
  return (await res.json()) as Session;
}

export const summaryBody = (overrides: Record<string, unknown> = {}) => ({
  interaction_date: "2026-11-21",
  contact_info: {
    name: "Dana Whitfield",
    email: "Dana@Sunridge.example",
    phone: "",
    company_name: "",
  },
  chat_summary: "User engaged in conversation about AI Solutions.",
  services_discussed: ["AI Solutions"],
  key_pain_points: ["Missed or slow lead follow-up"],
  call_to_action_offered: false,
  next_step: "Continue nurturing",
  lead_qualification: "Warm",
  ...overrides,
});

/** The summary body of a session that proves it holds the session. */
export const ownSummary = (s: Session, overrides: Record<string, unknown> = {}) =>
  summaryBody({ session_id: s.sessionId, session_token: s.sessionToken, ...overrides });

export const sendSummary = (body: unknown, opts: Parameters<typeof jsonRequest>[2] = {}) =>
  postSummary(jsonRequest("/api/chat/summary", body, opts), routeCtx);

export const contextBody = (overrides: Record<string, unknown> = {}) => ({
  userInfo: { name: "Dana Whitfield", email: "dana@sunridge.example" },
  conversationStage: "discovery",
  servicesDiscussed: ["AI Solutions"],
  painPoints: [],
  lastInteraction: "2026-11-21T10:00:00.000Z",
  messageCount: 4,
  ...overrides,
});

export const sendContext = (body: unknown, opts: Parameters<typeof jsonRequest>[2] = {}) =>
  postContext(jsonRequest("/api/chat/context", body, opts), routeCtx);

export const transcriptMessage = (
  id: string,
  content: string,
  sender: "user" | "bot" = "user",
) => ({
  id,
  sender,
  content,
  timestamp: new Date(
    Date.UTC(2026, 10, 21, 10, 0, Number(id.replace(/\D/g, "")) || 0),
  ).toISOString(),
});
