import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/contact/route";
import { countRows, resetDatabase, sendBetweenLocks } from "../helpers/db";
import { jsonRequest, uniqueIp } from "../helpers/http";

const ctx = { params: Promise.resolve({}) };
const send = (body: unknown, opts?: Parameters<typeof jsonRequest>[2]) =>
  POST(jsonRequest("/api/contact", body, opts), ctx);

const valid = {
  name: "Dana Whitfield",
  email: "dana@sunridge-dental.example",
  company: "Sunridge Dental",
  service: "ai-solutions",
  message: "We miss after-hours calls. Can a chat assistant book consultations?",
};

describe("POST /api/contact", () => {
  beforeEach(resetDatabase);

  it("stores a valid message and answers 201 with its id", async () => {
    const res = await send(valid);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await countRows("contact_messages", sql`email = ${valid.email}`)).toBe(1);
  });

  it("keeps only the required fields when the optional ones are left out", async () => {
    const res = await send({ name: "  Ana Ruiz ", email: " ana@example.com " });
    expect(res.status).toBe(201);
    expect(
      await countRows(
        "contact_messages",
        sql`name = 'Ana Ruiz' and email = 'ana@example.com' and company is null`,
      ),
    ).toBe(1);
  });

  it.each([
    [{ ...valid, name: "" }, "Please enter your full name"],
    [{ ...valid, email: "not-an-email" }, "Please enter a valid email address"],
    [{ ...valid, email: undefined }, "email is required"],
    [{ ...valid, service: "crypto-mining" }, "Please choose a service from the list"],
  ])("refuses %j with 400 and a clear message", async (body, message) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.error.code).toBe("bad_request");
    expect(json.error.message).toContain(message);
    expect(await countRows("contact_messages")).toBe(0);
  });

  it("files a call request as a lead wanting a person, announced as such once", async () => {
    const res = await send({ ...valid, intent: "call" });
    expect(res.status).toBe(201);
    expect(
      await countRows(
        "chat_summaries",
        sql`contact_email = ${valid.email} and handoff_requested_at is not null
          and handoff_notified_at is not null and next_step = 'Call them: they asked for a call'`,
      ),
    ).toBe(1);
    expect(await countRows("notification_outbox", sql`event = 'lead.handoff_requested'`)).toBe(2);
    expect(await countRows("notification_outbox", sql`event = 'contact.created'`)).toBe(2);
    // A plain message is not a request for a person.
    await send({ ...valid, email: "ana@example.com" });
    expect(
      await countRows(
        "chat_summaries",
        sql`contact_email = 'ana@example.com' and handoff_requested_at is null`,
      ),
    ).toBe(1);
    const bad = await send({ ...valid, intent: "meeting" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toContain('intent must be "call" when given');
  });

  it("stores a message sent again after its answer was lost once, under the same key", async () => {
    const key = "5f0c1e2d3b4a59687766554433221100";
    const ip = uniqueIp();
    const headers = { "idempotency-key": key, "x-forwarded-for": ip };
    // The first answer never reached the visitor; the form sends the same message again,
    // twice at once from a double tap.
    const first = await send(valid, { headers });
    expect(first.status).toBe(201);
    const again = await Promise.all([send(valid, { headers }), send(valid, { headers })]);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    const { id } = await first.json();
    for (const res of again) expect((await res.json()).id).toBe(id);
    expect(await countRows("contact_messages")).toBe(1);
    expect(await countRows("chat_summaries", sql`source = 'contact_form'`)).toBe(1);

    // The same key on a different message is a client error, not a silent drop.
    for (const other of [{ message: "Something else entirely" }, { company: "Another Co" }]) {
      const reused = await send({ ...valid, ...other }, { headers });
      expect(reused.status).toBe(409);
      expect((await reused.json()).error.message).toBe(
        "This Idempotency-Key was already used for a different message.",
      );
    }
    // Without a key (an API client), every message is its own, as before.
    expect((await send(valid, { headers: { "x-forwarded-for": uniqueIp() } })).status).toBe(201);
    expect(await countRows("contact_messages")).toBe(2);
  });

  it("a message sent twice at once under a new key (a double tap on a slow first send) is stored once", async () => {
    const headers = {
      "idempotency-key": "0f1e2d3c4b5a69788796a5b4c3d2e1f0",
      "x-forwarded-for": uniqueIp(),
    };
    // Another connection holds back every new lead while both sends are under way: without the
    // key's lock, each would find the key unused and store the message.
    const answers = await sendBetweenLocks(sql`lock table chat_summaries in share mode`, () =>
      Promise.all([send(valid, { headers }), send(valid, { headers })]),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    const [a, b] = await Promise.all(answers.map((r) => r.json()));
    expect(a.id).toBe(b.id);
    expect(await countRows("contact_messages")).toBe(1);
    expect(await countRows("chat_summaries", sql`source = 'contact_form'`)).toBe(1);
  });

  it("answers a resend even past the limit, and counts only new messages toward it", async () => {
    const ip = uniqueIp();
    const keyed = (key: string) => ({ ip, headers: { "idempotency-key": key } });
    const key = "a1b2c3d4e5f60718293a4b5c6d7e8f90";
    expect((await send(valid, keyed(key))).status).toBe(201);
    // Three lost answers in a row: the resends are not new messages and use none of the five.
    for (let i = 0; i < 3; i++) expect((await send(valid, keyed(key))).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      const other = { ...valid, message: `Question ${i}` };
      expect((await send(other, keyed(`${key.slice(0, 30)}0${i}`))).status).toBe(201);
    }
    // Past the limit: a sixth new message is refused, the first one sent again is still answered.
    const sixth = await send({ ...valid, message: "One more" }, keyed(`${key.slice(0, 30)}99`));
    expect(sixth.status).toBe(429);
    const resent = await send(valid, keyed(key));
    expect(resent.status).toBe(200);
    expect((await resent.json()).id).toMatch(/^[0-9a-f-]{36}$/);
    // …but a key on a different message is still a 409, and no key is no exception.
    expect((await send({ ...valid, message: "Changed" }, keyed(key))).status).toBe(409);
    expect((await send(valid, { ip })).status).toBe(429);
    expect(await countRows("contact_messages")).toBe(5);
  });

  it("limits any one address to 30 attempts per 10 minutes, bad ones and resends included", async () => {
    const ip = uniqueIp();
    const headers = { "idempotency-key": "0f1e2d3c4b5a69788796a5b4c3d2e1f0" };
    expect((await send(valid, { ip, headers })).status).toBe(201);
    for (let i = 0; i < 19; i++) expect((await send(valid, { ip, headers })).status).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await send({ ...valid, email: "x" }, { ip })).status).toBe(400);
    const limited = await send(valid, { ip, headers });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await countRows("contact_messages")).toBe(1);
  });

  it("refuses a malformed Idempotency-Key with 400 and stores nothing", async () => {
    for (const key of ["short", "x".repeat(101), "has spaces in it here", "ünïcode-key-0123456"]) {
      const res = await send(valid, { headers: { "idempotency-key": key } });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toContain("Idempotency-Key");
    }
    expect(await countRows("contact_messages")).toBe(0);
  });

  it("answers 400 invalid_json for a body that is not JSON", async () => {
    const res = await send("{name: oops");
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("invalid_json");
  });

  it("answers 413 for an oversized body and stores nothing", async () => {
    const res = await send({ ...valid, message: "x".repeat(20_000) });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe("payload_too_large");
    expect(await countRows("contact_messages")).toBe(0);
  });

  it("answers 400 when project details exceed 5000 characters", async () => {
    const res = await send({ ...valid, message: "y".repeat(5001) });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toContain("at most 5000");
  });

  it("limits one address to 5 messages per 10 minutes, with Retry-After", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) expect((await send(valid, { ip })).status).toBe(201);
    const limited = await send(valid, { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).error.code).toBe("rate_limited");
    // Someone else is not affected.
    expect((await send(valid, { ip: uniqueIp() })).status).toBe(201);
    expect(await countRows("contact_messages")).toBe(6);
  });
});
