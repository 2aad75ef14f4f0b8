// A person answering in the visitor's open chat: the reply is stored and reaches the visitor's
// stream (through Redis when configured, as another instance would see it), the assistant steps
// back while the person is there, the visitor's messages reach the admin's stream, and handing
// back ends it.
import Redis from "ioredis";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as adminLive, DELETE as handBack } from "@/app/api/admin/leads/[id]/live/route";
import { POST as postMessage } from "@/app/api/admin/leads/[id]/messages/route";
import { GET as visitorLive, POST as visitorSay } from "@/app/api/chat/live/route";
import { hashPassword } from "@/lib/auth/password";
import { startSession } from "@/lib/auth/session";
import { createAdmin } from "@/lib/db/queries/users";
import { deliverDueNotifications } from "@/lib/notify/deliver";
import { issueSession, ownSummary, type Session, sendSummary } from "../helpers/chat";
import { resetDatabase } from "../helpers/db";
import { leadAsAdmin } from "../helpers/fixtures";
import { uniqueIp } from "../helpers/http";
import { TEST_PORTS } from "../helpers/ports";
import { startMailbox } from "../helpers/smtp";

let token: string;

beforeEach(async () => {
  await resetDatabase();
  const user = await createAdmin({
    email: "marcus@bluebonnet.test",
    name: "Marcus Reyes",
    role: "owner",
    passwordHash: await hashPassword("correct-horse-battery-staple"),
  });
  if (!user) throw new Error("no admin");
  token = (await startSession({ userId: user.id })).token;
});

const params = (id: string) => ({ params: Promise.resolve({ id }) });
const asAdmin = (path: string, init: RequestInit = {}) =>
  new Request(`http://localhost${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
  });

const reply = (leadId: string, body: unknown) =>
  postMessage(
    asAdmin(`/api/admin/leads/${leadId}/messages`, {
      method: "POST",
      body: JSON.stringify(body),
    }),
    params(leadId),
  );

/** A chat lead whose visitor asked for a person. */
async function chatLead(): Promise<{ s: Session; leadId: string }> {
  const s = await issueSession();
  const res = await sendSummary(
    ownSummary(s, {
      handoff: { requested_at: new Date().toISOString(), message: "Can I talk to a person?" },
    }),
  );
  expect(res.status).toBe(201);
  return { s, leadId: ((await res.json()) as { id: string }).id };
}

/** Reads server-sent events from a stream until `until` holds of what came, or 3 s pass. */
async function readEvents(res: Response, until: (events: unknown[]) => boolean) {
  const reader = res.body?.getReader();
  if (!reader) throw new Error("no stream");
  const decoder = new TextDecoder();
  const events: unknown[] = [];
  let buffer = "";
  const deadline = Date.now() + 3_000;
  while (!until(events) && Date.now() < deadline) {
    const next = await Promise.race([
      reader.read(),
      new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now())),
    ]);
    if (!next || next.done) break;
    buffer += decoder.decode(next.value, { stream: true });
    for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
      const data = buffer.slice(0, end).match(/^data: (.*)$/m)?.[1];
      buffer = buffer.slice(end + 2);
      if (data) events.push(JSON.parse(data));
    }
  }
  return events;
}

const openVisitor = (s: Session, after?: string) => {
  const stop = new AbortController();
  const query = new URLSearchParams({ session: s.sessionId, ...(after ? { after } : {}) });
  const res = visitorLive(
    new Request(`http://localhost/api/chat/live?${query}`, {
      headers: { "x-chat-session-token": s.sessionToken, "x-forwarded-for": uniqueIp() },
      signal: stop.signal,
    }),
    { params: Promise.resolve({}) },
  );
  return { res, stop };
};

const openAdmin = async (leadId: string) => {
  const stop = new AbortController();
  const res = await adminLive(
    new Request(`http://localhost/api/admin/leads/${leadId}/live`, {
      headers: { authorization: `Bearer ${token}` },
      signal: stop.signal,
    }),
    params(leadId),
  );
  return { res, stop };
};

const say = (s: Session, clientId: string, text: string, sessionToken = s.sessionToken) =>
  visitorSay(
    new Request("http://localhost/api/chat/live", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-chat-session-token": sessionToken,
        "x-forwarded-for": uniqueIp(),
        origin: "http://localhost",
      },
      body: JSON.stringify({ sessionId: s.sessionId, clientId, text }),
    }),
    { params: Promise.resolve({}) },
  );

describe("a person replying in the open chat", () => {
  it("answers 201 with the stored reply, which the visitor's open stream shows with the name", async () => {
    const { s, leadId } = await chatLead();
    const { res, stop } = openVisitor(s);
    const stream = await res;
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(stream.headers.get("cache-control")).toContain("no-transform");

    const answered = await reply(leadId, { text: "Hi Dana, Marcus here. How can I help?" });
    expect(answered.status).toBe(201);
    const { message } = await answered.json();
    expect(message).toMatchObject({
      sender: "agent",
      author: "Marcus Reyes",
      text: "Hi Dana, Marcus here. How can I help?",
    });

    const events = await readEvents(stream, (e) =>
      e.some((x) => (x as { type: string }).type === "message"),
    );
    stop.abort();
    expect(events[0]).toEqual({ type: "state", agent: null });
    expect(events).toContainEqual({
      type: "state",
      agent: { name: "Marcus Reyes", photo: null },
    });
    expect(events).toContainEqual(
      expect.objectContaining({
        type: "message",
        id: message.id,
        text: "Hi Dana, Marcus here. How can I help?",
        author: { name: "Marcus Reyes", photo: null },
      }),
    );

    // The lead's transcript holds it beside the visitor's words; the request is answered.
    const detail = await leadAsAdmin(token, leadId);
    expect(detail.transcript).toContainEqual(
      expect.objectContaining({ sender: "agent", author: "Marcus Reyes" }),
    );
    expect(detail.live).toEqual({ agent: "Marcus Reyes", can_reply: true });
    expect(detail.lead.handoff.answered_at).not.toBeNull();
  });

  it("a visitor who was away gets the replies sent meanwhile on connecting", async () => {
    const { s, leadId } = await chatLead();
    const before = new Date(Date.now() - 1_000).toISOString();
    await reply(leadId, { text: "Are you still there?" });
    const { res, stop } = openVisitor(s, before);
    const events = await readEvents(await res, (e) => e.length >= 2);
    stop.abort();
    expect(events[0]).toEqual({ type: "state", agent: { name: "Marcus Reyes", photo: null } });
    expect(events[1]).toMatchObject({ type: "message", text: "Are you still there?" });
  });

  it("the visitor's messages reach the admin's stream while the person is in, and not after hand-back", async () => {
    const { s, leadId } = await chatLead();
    // Before anyone joins, the assistant answers: the message is refused as not live.
    expect((await say(s, "m1", "hello?")).status).toBe(409);

    await reply(leadId, { text: "Hi, I'm here." });
    const { res: admin, stop } = await openAdmin(leadId);
    expect(admin.status).toBe(200);
    const said = await say(s, "m2", "Great, what does a pilot cost?");
    expect(said.status).toBe(202);
    // The same message again (a retry) is stored once.
    expect((await say(s, "m2", "Great, what does a pilot cost?")).status).toBe(202);
    const events = await readEvents(admin, (e) =>
      e.some((x) => (x as { type: string }).type === "message"),
    );
    stop.abort();
    expect(events[0]).toEqual({ type: "state", agent: "Marcus Reyes" });
    expect(events).toContainEqual(
      expect.objectContaining({
        type: "message",
        sender: "user",
        text: "Great, what does a pilot cost?",
      }),
    );
    const detail = await leadAsAdmin(token, leadId);
    expect(
      detail.transcript.filter((m: { content: string }) => m.content.startsWith("Great, what")),
    ).toHaveLength(1);

    const back = await handBack(
      asAdmin(`/api/admin/leads/${leadId}/live`, { method: "DELETE" }),
      params(leadId),
    );
    expect(back.status).toBe(204);
    expect((await say(s, "m3", "hello again")).status).toBe(409);
    expect((await leadAsAdmin(token, leadId)).live.agent).toBeNull();
  });

  it("tells the admin's screen the visitor is typing, only while a person is in", async () => {
    const { s, leadId } = await chatLead();
    await reply(leadId, { text: "Hi, I'm here." });
    const { res: admin, stop } = await openAdmin(leadId);
    const typing = await visitorSay(
      new Request("http://localhost/api/chat/live", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-chat-session-token": s.sessionToken,
          origin: "http://localhost",
        },
        body: JSON.stringify({ sessionId: s.sessionId, typing: true }),
      }),
      { params: Promise.resolve({}) },
    );
    expect(typing.status).toBe(204);
    const events = await readEvents(admin, (e) =>
      e.some((x) => (x as { type: string }).type === "typing"),
    );
    stop.abort();
    expect(events).toContainEqual({ type: "typing" });
  });

  it("refuses bad input, strangers and leads without a chat", async () => {
    const { s, leadId } = await chatLead();
    expect((await reply(leadId, { text: "  " })).status).toBe(400);
    const long = await reply(leadId, { text: "x".repeat(2001) });
    expect(long.status).toBe(400);
    expect((await long.json()).error.message).toMatch(/text must be at most 2000/);
    expect((await reply("00000000-0000-4000-8000-000000000000", { text: "hi" })).status).toBe(404);
    const unsigned = await postMessage(
      new Request(`http://localhost/api/admin/leads/${leadId}/messages`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text: "hi" }),
      }),
      params(leadId),
    );
    expect(unsigned.status).toBe(401);

    // Another browser's token neither follows nor speaks in this chat.
    const other = await issueSession();
    const { res } = openVisitor({ sessionId: s.sessionId, sessionToken: other.sessionToken });
    expect((await res).status).toBe(403);
    await reply(leadId, { text: "Hi" });
    expect((await say(s, "m9", "hi", other.sessionToken)).status).toBe(403);

    // A lead added by hand has no chat to answer in.
    const { POST: addLead } = await import("@/app/api/admin/leads/route");
    const added = await addLead(
      asAdmin("/api/admin/leads", {
        method: "POST",
        body: JSON.stringify({ name: "Ray Cole", email: "ray@cole.example", source: "referral" }),
      }),
      { params: Promise.resolve({}) },
    );
    const manual = (await added.json()).lead.id;
    const refused = await reply(manual, { text: "Hello" });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toMatch(/no chat to answer in/);
  });

  it("a reply to a visitor who has left goes by email too, quoting the conversation", async () => {
    const mailbox = await startMailbox(TEST_PORTS.smtp);
    try {
      const { s, leadId } = await chatLead();
      // Connected: the chat shows it, no email.
      const { res, stop } = openVisitor(s);
      await readEvents(await res, (e) => e.length >= 1);
      const seen = await (await reply(leadId, { text: "Hi Dana, I'm here." })).json();
      expect(seen.message.emailed).toBe(false);
      stop.abort();
      await new Promise((r) => setTimeout(r, 50));
      // Gone: the reply is kept for their return, and mailed.
      const away = await (await reply(leadId, { text: "Call me at 512-555-0100." })).json();
      expect(away.message.emailed).toBe(true);
      await deliverDueNotifications();
      const toVisitor = () => mailbox.mails.filter((m) => /replied to your chat/.test(m));
      await expect.poll(() => toVisitor().length).toBe(1);
      const mail = toVisitor()[0] ?? "";
      expect(mail).toMatch(/Subject: Marcus Reyes replied to your chat with/);
      expect(mail).toContain("Call me at 512-555-0100.");
      expect(mail).toContain("> Marcus Reyes: Hi Dana, I'm here.");
      const detail = await leadAsAdmin(token, leadId);
      expect(detail.emails).toHaveLength(1);
    } finally {
      await mailbox.close();
    }
  });

  it.runIf(process.env.REDIS_URL)(
    "goes through Redis, so a visitor connected to another instance gets it",
    async () => {
      const { s, leadId } = await chatLead();
      const other = new Redis(process.env.REDIS_URL as string);
      const got: unknown[] = [];
      await other.subscribe(`live:session:${s.sessionId}`);
      other.on("message", (_channel, text) => got.push(JSON.parse(text)));
      await reply(leadId, { text: "From the other instance" });
      for (let i = 0; i < 40 && got.length < 2; i++) await new Promise((r) => setTimeout(r, 50));
      await other.quit();
      expect(got).toContainEqual(
        expect.objectContaining({ type: "message", text: "From the other instance" }),
      );
    },
  );
});
