// The chat's delivery in the browser (lib/chat/delivery.ts) against stubbed storage and fetch: what
// reaches the server when storage is blocked or full, after a 403, and with large bodies.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { errorResponse } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/origin";

vi.mock("@/lib/chat-sessions", () => ({ verifyChatSession: async () => false }));
// No database here: no session was erased (the server's refusal of an unknown one is the subject).
vi.mock("@/lib/chat/erased", () => ({ isErasedChat: async () => false }));

type Api = typeof import("@/lib/chat/credentials") & typeof import("@/lib/chat/delivery");
type Sent = { url: string; body: Record<string, unknown>; keepalive: boolean };

/** A localStorage whose writes throw when it is full, like a browser's at its quota. */
function fakeStorage(full = false): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    key: (i: number) => [...data.keys()][i] ?? null,
    clear: () => data.clear(),
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (full) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      data.set(k, v);
    },
    removeItem: (k: string) => {
      data.delete(k);
    },
  };
}

const blockedWindow = {
  get localStorage(): Storage {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
};

/** The server: sessions s1, s2 …; saves answered with `answer` (a status, or a Response). */
function fakeServer() {
  const server = {
    sessions: 0,
    saves: [] as Sent[],
    answer: (_: Sent): Response | number => 201,
    /** False: the session request never gets its answer (a slow server, a tab closing). */
    issuing: true,
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === "/api/chat/session") {
        if (!server.issuing) return new Promise<never>(() => {});
        server.sessions += 1;
        const session = { sessionId: `s${server.sessions}`, sessionToken: `t${server.sessions}` };
        return Response.json(session, { status: 201 });
      }
      const body = String(init.body);
      // Browsers refuse a keepalive request whose body is over 64 KiB (bytes, not characters).
      if (init.keepalive && new Blob([body]).size > 65_536) throw new TypeError("Failed to fetch");
      const sent = { url, body: JSON.parse(body), keepalive: Boolean(init.keepalive) };
      server.saves.push(sent);
      const a = server.answer(sent);
      return typeof a === "number" ? Response.json({ success: true }, { status: a }) : a;
    }),
  );
  return server;
}

const lead = (email: string, services: string[] = []) => ({
  chat_summary: "x",
  contact_info: { name: "", email, phone: "", company_name: "" },
  services_discussed: services,
  key_pain_points: [],
});

const message = (id: string, content = `text ${id}`) => ({
  id,
  sender: "user" as const,
  content,
  timestamp: "2026-11-21T10:00:00.000Z",
});

let api: Api;

beforeEach(async () => {
  vi.useFakeTimers();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.resetModules();
  api = { ...(await import("@/lib/chat/credentials")), ...(await import("@/lib/chat/delivery")) };
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("chat delivery without working storage", () => {
  it.each([
    ["blocked", blockedWindow],
    ["full", { localStorage: fakeStorage(true) }],
  ])("delivers a lead once, with one session, when storage is %s", async (_, win) => {
    vi.stubGlobal("window", win);
    const server = fakeServer();
    const creds = await api.ensureSession();
    api.queueSave({ kind: "summary", creds, body: lead("ann@example.com"), transcript: [] });
    await api.flushOutbox();
    const summaries = server.saves.filter((s) => s.url === "/api/chat/summary");
    expect(summaries).toHaveLength(1);
    expect(summaries[0]?.body).toMatchObject({
      session_id: "s1",
      contact_info: { email: "ann@example.com" },
    });
    expect(api.hasPendingSaves()).toBe(false);
    // The 5 s autosave reads the session back: the page keeps the one it was issued.
    expect(api.readCredentials()?.sessionId).toBe("s1");
    await api.ensureSession();
    expect(server.sessions).toBe(1);
  });
});

describe("chat delivery after a 403", () => {
  beforeEach(() => {
    vi.stubGlobal("window", { localStorage: fakeStorage() });
    // Retries come at 2 s and 4 s, each ±20 %: left to chance, two short ones both fell inside
    // one 5 s step about once in 60 runs.
    vi.spyOn(Math, "random").mockReturnValue(0.5);
  });

  it("keeps the session when the 403 is about the request's origin, and retries later", async () => {
    const server = fakeServer();
    const req = new Request("http://localhost:3000/api/chat/summary", {
      method: "POST",
      headers: { origin: "https://elsewhere.example" },
    });
    const originRefusal = (() => {
      try {
        assertSameOrigin(req);
      } catch (err) {
        return err;
      }
    })();
    expect(originRefusal).toBeDefined();
    server.answer = () => errorResponse(originRefusal as never);
    const creds = await api.ensureSession();
    api.queueSave({ kind: "summary", creds, body: lead("ann@example.com"), transcript: [] });
    await api.flushOutbox();
    expect(server.sessions).toBe(1);
    expect(server.saves).toHaveLength(1);
    expect(api.readCredentials()?.sessionId).toBe("s1");
    expect(api.hasPendingSaves()).toBe(true);
    // A firewall's 403 page is not JSON: the same.
    server.answer = () => new Response("<h1>Forbidden</h1>", { status: 403 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.saves).toHaveLength(2);
    expect(server.sessions).toBe(1);
    server.answer = () => 201;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.saves).toHaveLength(3);
    expect(server.saves[2]?.body).toMatchObject({ session_id: "s1" });
    expect(api.hasPendingSaves()).toBe(false);
  });

  it("takes a new session when the server no longer recognises the old one", async () => {
    const server = fakeServer();
    const { requireChatSession } = await import("@/lib/api/chat-proof");
    const refusal = await requireChatSession("s1", "t1").catch((err) => err);
    server.answer = (s) => (s.body.session_id === "s1" ? errorResponse(refusal) : 201);
    const creds = await api.ensureSession();
    api.queueSave({ kind: "summary", creds, body: lead("ann@example.com"), transcript: [] });
    await api.flushOutbox();
    expect(server.sessions).toBe(2);
    expect(server.saves.map((s) => s.body.session_id)).toEqual(["s1", "s2"]);
    expect(api.readCredentials()?.sessionId).toBe("s2");
    expect(api.hasPendingSaves()).toBe(false);
  });
});

describe("chat delivery of large and replaced saves", () => {
  beforeEach(() => vi.stubGlobal("window", { localStorage: fakeStorage() }));

  it("delivers a long non-Latin conversation the browser would refuse as keepalive", async () => {
    const server = fakeServer();
    // 25,000 characters, 75,000 bytes in UTF-8.
    const transcript = Array.from({ length: 10 }, (_, i) => message(`m${i}`, "漢".repeat(2_500)));
    const creds = await api.ensureSession();
    api.queueSave({ kind: "summary", creds, body: lead("ann@example.com"), transcript });
    await api.flushOutbox();
    expect(server.saves).toHaveLength(1);
    expect(api.hasPendingSaves()).toBe(false);
  });

  it("sends no page-hide beacon over the browser's 64 KiB", async () => {
    const server = fakeServer();
    server.answer = () => 503;
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal("navigator", { sendBeacon });
    const transcript = Array.from({ length: 10 }, (_, i) => message(`m${i}`, "漢".repeat(2_500)));
    const creds = await api.ensureSession();
    api.queueSave({ kind: "summary", creds, body: lead("ann@example.com"), transcript });
    api.queueSave({ kind: "context", creds, body: { context: { messageCount: 10 } } });
    await api.flushOutbox();
    api.beaconOutbox();
    const sizes = sendBeacon.mock.calls.map((c) => (c as unknown as [string, Blob])[1].size);
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect(size).toBeLessThanOrEqual(65_536);
  });

  it("a tab closed before its session was issued still sends a save that names an email", async () => {
    fakeServer().issuing = false;
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal("navigator", { sendBeacon });
    // The session is still on its way (never answered here) when the visitor leaves.
    api.queueSave({
      kind: "summary",
      creds: null,
      body: lead("ann@example.com"),
      transcript: [message("u1")],
    });
    api.queueSave({ kind: "context", creds: null, body: { context: { messageCount: 2 } } });
    const sent = async () =>
      Promise.all(
        sendBeacon.mock.calls.map(async (c) => {
          const [url, blob] = c as unknown as [string, Blob];
          return { url, body: JSON.parse(await blob.text()) };
        }),
      );
    // Only hidden (the page may come back, and its session with it): nothing without a session.
    api.beaconOutbox();
    expect(sendBeacon).not.toHaveBeenCalled();
    api.beaconOutbox({ unloading: true });
    const beacons = await sent();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.url).toBe("/api/chat/summary");
    expect(beacons[0]?.body).toMatchObject({ contact_info: { email: "ann@example.com" } });
    expect(beacons[0]?.body).not.toHaveProperty("session_id");
    expect(beacons[0]?.body.transcript).toHaveLength(1);
    // The save is still kept for the next visit (a beacon is no proof of delivery).
    expect(api.hasPendingSaves()).toBe(true);
  });

  it("a tab closed before its session was issued keeps a save without an email for the next visit", async () => {
    fakeServer().issuing = false;
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal("navigator", { sendBeacon });
    api.queueSave({ kind: "summary", creds: null, body: lead(""), transcript: [message("u1")] });
    api.beaconOutbox({ unloading: true });
    // Sent without a session it could never be matched with the next visit's: a second lead.
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(api.hasPendingSaves()).toBe(true);
  });

  it("keeps the email of a pending save replaced by another tab's while the server is down", async () => {
    const server = fakeServer();
    server.answer = () => 503;
    const creds = await api.ensureSession();
    // Tab A: the visitor gave their email.
    api.queueSave({
      kind: "summary",
      creds,
      body: lead("ann@example.com", ["SEO"]),
      transcript: [message("a1"), message("a2")],
    });
    await api.flushOutbox();
    // Tab B, same browser and session, opened before the email was typed.
    api.queueSave({
      kind: "summary",
      creds: api.readCredentials(),
      body: lead("", ["Ads"]),
      transcript: [message("a2"), message("b1")],
    });
    await api.flushOutbox();
    server.answer = () => 201;
    const before = server.saves.length;
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    const delivered = server.saves.slice(before);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.body).toMatchObject({
      contact_info: { email: "ann@example.com" },
      services_discussed: ["Ads", "SEO"],
    });
    const transcript = delivered[0]?.body.transcript as Array<{ id: string }>;
    expect(transcript.map((m) => m.id)).toEqual(["a1", "a2", "b1"]);
    expect(api.hasPendingSaves()).toBe(false);
  });
});
