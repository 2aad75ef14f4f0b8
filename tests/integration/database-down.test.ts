// The database goes away: public endpoints answer 503 with Retry-After within seconds, never a
// 500 and never a hang. Runs against PGlite (closed under the app) and against a PostgreSQL
// address that refuses or never answers.
import { createServer, type Server } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { GET as listPosts } from "@/app/api/blog/posts/route";
import { POST as postContact } from "@/app/api/contact/route";
import { GET as listUseCases } from "@/app/api/use-cases/route";
import { getDb, openDatabase } from "@/lib/db/client";
import { routeCtx, sendSummary, summaryBody } from "../helpers/chat";
import { jsonRequest } from "../helpers/http";

type DbState = { handle?: unknown; ready?: unknown };
const g = globalThis as typeof globalThis & { __siteDb?: DbState };

// The client keeps its state object for the life of the process: change it in place.
const state = () => g.__siteDb as DbState;

afterAll(() => {
  // Leave a fresh database for anything that runs after this file in the same process.
  state().handle = undefined;
  state().ready = undefined;
});

async function expectUnavailable() {
  const calls = [
    () =>
      postContact(
        jsonRequest("/api/contact", { name: "Lee Park", email: "lee@example.com" }),
        routeCtx,
      ),
    () => sendSummary(summaryBody()),
    () => listPosts(new Request("http://localhost/api/blog/posts"), routeCtx),
    () => listUseCases(new Request("http://localhost/api/use-cases"), routeCtx),
  ];
  for (const call of calls) {
    const started = Date.now();
    const res = await call();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = await res.json();
    expect(body.error.code).toBe("service_unavailable");
    expect(JSON.stringify(body)).not.toMatch(/stack|PGlite|ECONN/i);
  }
}

function pointDatabaseAt(databaseUrl: string) {
  state().handle = openDatabase({ databaseUrl, dataDir: "memory://" });
  state().ready = undefined;
}

describe("when the database is down", () => {
  it("the embedded database closed under the app: 503 with Retry-After", async () => {
    await getDb();
    await (state().handle as { close(): Promise<void> }).close();
    await expectUnavailable();
  });

  it("a PostgreSQL that refuses connections: 503 with Retry-After", async () => {
    pointDatabaseAt("postgres://postgres@127.0.0.1:1/test");
    await expectUnavailable();
  });

  it("a PostgreSQL that accepts but never answers: 503 after the connect timeout, no hang", async () => {
    const silent: Server = createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
    const port = (silent.address() as { port: number }).port;
    try {
      pointDatabaseAt(`postgres://postgres@127.0.0.1:${port}/test`);
      await expectUnavailable();
    } finally {
      silent.close();
    }
  }, 30_000);
});
