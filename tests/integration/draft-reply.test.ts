// "Draft a reply": the model drafts from the lead's conversation (the fake Gemini server answers
// with the visitor's last words), a failing model gives a template, nothing is sent, and a reply
// sent from a draft is labelled AI-drafted on the lead's page.
import { describe, expect, it } from "vitest";
import { POST as draft } from "@/app/api/admin/leads/[id]/draft-reply/route";
import { POST as email } from "@/app/api/admin/leads/[id]/emails/route";
import { POST as postMessage } from "@/app/api/admin/leads/[id]/messages/route";
import { issueSession, ownSummary, sendSummary, transcriptMessage } from "../helpers/chat";
import { withFakeModel } from "../helpers/fake-model";
import { adminToken, leadAsAdmin } from "../helpers/fixtures";

const fake = withFakeModel();

async function lead() {
  const s = await issueSession();
  const res = await sendSummary(
    ownSummary(s, {
      transcript: [
        transcriptMessage("m1", "Hi, I'm Dana and I run a dental practice."),
        transcriptMessage("m2", "Hello Dana! How can I help?", "bot"),
        transcriptMessage("m3", "Can the assistant book cleanings after hours?"),
      ],
    }),
  );
  return ((await res.json()) as { id: string }).id;
}

const call = (
  handler: typeof draft,
  path: string,
  id: string,
  token: string | null,
  body: unknown,
) =>
  handler(
    new Request(`http://localhost/api/admin/leads/${id}/${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ id }) },
  );

describe("drafting a reply to a lead", () => {
  it("drafts from the conversation in the admin's name, and sends nothing", async () => {
    const token = await adminToken();
    const id = await lead();
    const res = await call(draft, "draft-reply", id, token, { channel: "email" });
    expect(res.status).toBe(200);
    const d = await res.json();
    expect(d.ai).toBe(true);
    expect(d.subject).toBe("About your question");
    expect(d.body).toContain("Can the assistant book cleanings after hours?");
    const asked = JSON.stringify(fake.lastBody());
    expect(asked).toContain("Marcus Reyes");
    expect(asked).toContain("Visitor: Hi, I'm Dana and I run a dental practice.");
    expect((await leadAsAdmin(token, id)).emails).toEqual([]);
  });

  it("offers a template when the model fails, saying so", async () => {
    const token = await adminToken();
    const id = await lead();
    fake.setMode("error500");
    const d = await (await call(draft, "draft-reply", id, token, { channel: "chat" })).json();
    expect(d.ai).toBe(false);
    expect(d.body).toContain("Hi Dana,");
    expect(d.notice).toMatch(/template instead/);
  });

  it("refuses a bad channel, an unknown lead and a stranger", async () => {
    const token = await adminToken();
    const id = await lead();
    const bad = await call(draft, "draft-reply", id, token, { channel: "sms" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("channel must be email or chat");
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await call(draft, "draft-reply", unknown, token, {})).status).toBe(404);
    expect((await call(draft, "draft-reply", id, null, {})).status).toBe(401);
  });

  it("labels what was sent from a draft as AI-drafted, in the emails and the conversation", async () => {
    const token = await adminToken();
    const id = await lead();
    const sent = await call(email, "emails", id, token, {
      subject: "About your question",
      body: "Yes, it can. Shall we talk on Thursday?",
      ai_drafted: true,
    });
    expect(sent.status).toBe(201);
    await call(postMessage, "messages", id, token, {
      text: "Yes, after hours too.",
      ai_drafted: true,
    });
    await call(postMessage, "messages", id, token, { text: "I typed this one myself." });
    const d = await leadAsAdmin(token, id);
    expect(d.emails[0].ai_drafted).toBe(true);
    const mine = d.transcript.filter((m: { sender: string }) => m.sender === "agent");
    expect(mine.map((m: { ai_drafted: boolean }) => m.ai_drafted)).toEqual([true, false]);
  });
});
