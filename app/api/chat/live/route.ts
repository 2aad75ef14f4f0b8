// The visitor's side of a live conversation. GET /api/chat/live?session=… (the session's token in
// its header): server-sent events, who is answering and a person's replies, with any sent since
// `after` (an ISO time) first. POST {sessionId, clientId, text}: the visitor's message while a
// person is in the conversation, 202; 409 when nobody is (the assistant answers it instead).
import { z } from "zod";
import { CHAT_TOKEN_HEADER, requireChatSession } from "@/lib/api/chat-proof";
import { ApiError, handle, parseQuery, readJson } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/origin";
import { agentMessagesSince, liveStateOfSession } from "@/lib/db/queries/live-chat";
import { subscribe, visitorChannel } from "@/lib/live/bus";
import { liveAgentFor, visitorSays, visitorTyping } from "@/lib/live/conversation";
import { eventStream } from "@/lib/live/stream";
import { enforcePerAddress } from "@/lib/rate-limit";
import { visitorLiveMessageSchema } from "@/lib/validations/live";

export const dynamic = "force-dynamic";

const OPEN_LIMIT = { name: "chat-live-open", max: 60, windowMs: 10 * 60_000 };
// Messages and "typing" (at most every 3 s) together.
const SAY_LIMIT = { name: "chat-live-say", max: 60, windowMs: 60_000 };

const querySchema = z.object({
  session: z.string().min(1).max(100),
  after: z.iso.datetime({ offset: true }).optional(),
});

export const GET = handle(async (req) => {
  await enforcePerAddress(OPEN_LIMIT, req);
  const { session, after } = parseQuery(req, querySchema);
  await requireChatSession(session, req.headers.get(CHAT_TOKEN_HEADER));
  const state = await liveStateOfSession(session);
  if (!state) throw new ApiError("not_found", 404, "This chat has no conversation to follow yet.");
  // Replies that came while the visitor was away (capped at a day back).
  const since = new Date(Math.max(after ? Date.parse(after) : 0, Date.now() - 86_400_000));
  let agent: { name: string; photo: string | null } | null = null;
  return eventStream(
    req.signal,
    async (send) => {
      // Listening first, then reading what is stored: nothing falls between (a reply seen twice
      // is shown once, by its id).
      const unsubscribe = await subscribe(visitorChannel(session), (event) => {
        const e = event as { type?: string; agent?: typeof agent };
        if (e.type === "state") agent = e.agent ?? null;
        send(event);
      });
      agent = await liveAgentFor(session);
      send({ type: "state", agent });
      for (const m of await agentMessagesSince(session, since)) {
        send({
          type: "message",
          id: m.id,
          text: m.text,
          author: { name: m.author ?? "", photo: null },
          sent_at: m.sentAt.toISOString(),
        });
      }
      return unsubscribe;
    },
    async (send) => {
      if (agent === null) return;
      if (!(await liveAgentFor(session))) {
        agent = null;
        send({ type: "state", agent: null });
      }
    },
  );
});

export const POST = handle(async (req) => {
  assertSameOrigin(req);
  await enforcePerAddress(SAY_LIMIT, req);
  const body = await readJson(req, visitorLiveMessageSchema, 16 * 1024);
  await requireChatSession(body.sessionId, req.headers.get(CHAT_TOKEN_HEADER));
  if ("typing" in body) {
    await visitorTyping(body.sessionId);
    return new Response(null, { status: 204 });
  }
  if (!(await visitorSays(body.sessionId, body.clientId, body.text))) {
    throw new ApiError("conflict", 409, "Nobody from the team is in this conversation now.");
  }
  return Response.json({ live: true }, { status: 202, headers: { "Cache-Control": "no-store" } });
});
