// Two instances on one PostgreSQL and one Redis, as behind a load balancer: what the owner
// publishes, edits or unpublishes through one is what the other serves within 2 seconds, because
// both share Next's page cache in Redis (config/cache-handler.mjs). Runs where CI has both.
import { readFileSync } from "node:fs";
import Redis from "ioredis";
import pg from "pg";
import { distDir } from "../../config/build-dir.mjs";
import { e2eAdmin } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { type SecondServer, startSecondServer } from "./second-server";

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** Polls `check` until it holds, for up to `ms`; answers how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - started;
}

test.describe("two instances", () => {
  test.skip(
    !databaseUrl || !redisUrl,
    "needs PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL)",
  );
  const database = `instances_${Date.now()}`;
  let a: SecondServer | undefined;
  let b: SecondServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(databaseUrl ?? "");
    url.pathname = `/${database}`;
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl ?? "",
      TRUST_PROXY_HOPS: "0",
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
    };
    a = await startSecondServer(3193, env);
    b = await startSecondServer(3194, env);
  });

  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    // The build's namespace in the shared Redis (config/cache-handler.mjs) goes with the test.
    const redis = new Redis(redisUrl ?? "");
    const prefix = `next:${readFileSync(`${distDir}/BUILD_ID`, "utf8").trim()}:`;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  test("a post published, edited and unpublished on one shows on the other within 2 s", async () => {
    test.setTimeout(60_000);
    const login = await fetch(`${a?.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(e2eAdmin),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const asOwner = (method: string, path: string, body: unknown) =>
      fetch(`${a?.url}${path}`, {
        method,
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    const title = `Shared cache ${Date.now()}`;
    const created = await asOwner("POST", "/api/blog/posts", {
      title,
      content_markdown: "Published on one instance, read on the other.",
    });
    expect(created.status).toBe(201);
    const { slug } = ((await created.json()) as { post: { slug: string } }).post;

    // The other instance has cached the list, and the article's address as not found.
    const page = (path: string) => fetch(`${b?.url}${path}`);
    expect((await page("/blog")).status).toBe(200);
    expect((await page(`/blog/${slug}`)).status).toBe(404);
    expect((await page(`/blog/${slug}`)).status).toBe(404);

    expect(
      (await asOwner("PATCH", `/api/blog/posts/${slug}`, { status: "published" })).status,
    ).toBe(200);
    await within(2_000, async () => (await page(`/blog/${slug}`)).status === 200);
    await within(2_000, async () => (await (await page("/blog")).text()).includes(title));

    const edited = `${title}, edited`;
    expect((await asOwner("PATCH", `/api/blog/posts/${slug}`, { title: edited })).status).toBe(200);
    await within(2_000, async () => (await (await page(`/blog/${slug}`)).text()).includes(edited));

    expect((await asOwner("PATCH", `/api/blog/posts/${slug}`, { status: "draft" })).status).toBe(
      200,
    );
    await within(2_000, async () => (await page(`/blog/${slug}`)).status === 404);
    await within(2_000, async () => !(await (await page("/blog")).text()).includes(edited));
  });

  test("a person's reply posted on one reaches a visitor connected to the other within 2 s", async () => {
    test.setTimeout(60_000);
    // The visitor's chat talks to B: a session, a save that asks for a person, the live stream.
    const session = (await (
      await fetch(`${b?.url}/api/chat/session`, { method: "POST" })
    ).json()) as { sessionId: string; sessionToken: string };
    const saved = await fetch(`${b?.url}/api/chat/summary`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        session_id: session.sessionId,
        session_token: session.sessionToken,
        seq: 1,
        interaction_date: "2026-12-02",
        contact_info: {
          name: "Rae Chen",
          email: `rae.${Date.now()}@example.com`,
          phone: "",
          company_name: "",
        },
        chat_summary: "Asked for a person about pricing.",
        services_discussed: [],
        key_pain_points: [],
        call_to_action_offered: false,
        next_step: "Talk to a person",
        lead_qualification: "Warm",
        handoff: { requested_at: new Date().toISOString(), message: "Can I talk to a person?" },
      }),
    });
    expect(saved.status).toBeLessThan(300);
    const { id } = (await saved.json()) as { id: string };
    const stream = await fetch(`${b?.url}/api/chat/live?session=${session.sessionId}`, {
      headers: { "x-chat-session-token": session.sessionToken, accept: "text/event-stream" },
    });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    let seen = "";
    const read = async (until: string) => {
      while (!seen.includes(until)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before ${until}: ${seen}`);
        seen += new TextDecoder().decode(value);
      }
    };
    await read('"type":"state"');

    // The owner answers on A.
    const { token } = (await (
      await fetch(`${a?.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(e2eAdmin),
      })
    ).json()) as { token: string };
    const text = `Hi Rae, Marcus here ${Date.now()}`;
    const started = Date.now();
    const posted = await fetch(`${a?.url}/api/admin/leads/${id}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ text }),
    });
    expect(posted.status).toBe(201);
    await Promise.race([
      read(text),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`not seen: ${seen}`)), 2_000)),
    ]);
    expect(Date.now() - started).toBeLessThan(2_000);
    await reader.cancel();
  });
});
