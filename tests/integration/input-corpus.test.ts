// Malformed input against every endpoint: bad JSON, wrong types, huge strings, NUL and other
// control characters, deep nesting, prototype keys, SQL- and script-shaped strings, and query
// and path fuzzing. Whatever arrives, the answer is a clear 4xx (or a normal 2xx) in the JSON
// error shape: never a 5xx, never a stack trace.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as auditLog } from "@/app/api/admin/audit/route";
import { GET as contactMessages } from "@/app/api/admin/contact-messages/route";
import { GET as leadById } from "@/app/api/admin/leads/[id]/route";
import { GET as llmUsage } from "@/app/api/admin/llm-usage/route";
import { POST as privacyDelete } from "@/app/api/admin/privacy/delete/route";
import { POST as privacyExport } from "@/app/api/admin/privacy/export/route";
import { POST as privacySearch } from "@/app/api/admin/privacy/search/route";
import { POST as inviteAdmin, GET as listAdminUsers } from "@/app/api/admin/users/route";
import { POST as acceptInvite } from "@/app/api/auth/invite/route";
import { POST as loginMfa } from "@/app/api/auth/login/mfa/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as logoutAll } from "@/app/api/auth/logout-all/route";
import { GET as securityState } from "@/app/api/auth/me/route";
import { POST as mfaDisable } from "@/app/api/auth/mfa/disable/route";
import { POST as mfaEnable } from "@/app/api/auth/mfa/enable/route";
import { POST as mfaSetup } from "@/app/api/auth/mfa/setup/route";
import { POST as changePassword } from "@/app/api/auth/password/route";
import { GET as listSessions } from "@/app/api/auth/sessions/route";
import { GET as verify } from "@/app/api/auth/verify/route";
import { GET as featured } from "@/app/api/blog/featured/route";
import { GET as postBySlug } from "@/app/api/blog/posts/[slug]/route";
import { GET as listPosts } from "@/app/api/blog/posts/route";
import { GET as tags } from "@/app/api/blog/tags/route";
import { GET as getContext } from "@/app/api/chat/context/[sessionId]/route";
import { POST as postContext } from "@/app/api/chat/context/route";
import { POST as llm } from "@/app/api/chat/llm-response/route";
import { POST as issue } from "@/app/api/chat/session/route";
import { GET as exportCsv } from "@/app/api/chat/summaries/export/route";
import { GET as summaries } from "@/app/api/chat/summaries/route";
import { POST as summary } from "@/app/api/chat/summary/route";
import { POST as contact } from "@/app/api/contact/route";
import { GET as useCaseBySlug } from "@/app/api/use-cases/[slug]/route";
import { GET as useCases } from "@/app/api/use-cases/route";
import { seedDemoContent } from "@/lib/seed";
import { startFakeGemini } from "../fakes/gemini-server";
import { contextBody, issueSession, summaryBody } from "../helpers/chat";
import { resetDatabase } from "../helpers/db";
import { adminToken } from "../helpers/fixtures";
import { uniqueIp } from "../helpers/http";
import { TEST_PORTS } from "../helpers/ports";

// biome-ignore lint/suspicious/noExplicitAny: route handlers differ only in their params' type
type Handler = (req: Request, ctx: any) => Promise<Response>;
const noParams = { params: Promise.resolve({}) };

let token = "";
let session = { sessionId: "", sessionToken: "" };

beforeAll(async () => {
  await resetDatabase();
  await seedDemoContent();
  token = await adminToken();
  session = await issueSession();
  const fake = await startFakeGemini(TEST_PORTS.gemini, 200);
  return () => fake.close();
});

const deep = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;

/** Bodies that are wrong for any endpoint (raw text, sent as JSON). */
const RAW_BODIES: Array<[string, string | Uint8Array<ArrayBuffer>]> = [
  ["empty body", ""],
  ["truncated JSON", "{"],
  ["not JSON", "hello"],
  ["null", "null"],
  ["an array", "[]"],
  ["a number", "123"],
  ["a string", '"text"'],
  ["true", "true"],
  ["an empty object", "{}"],
  ["6000 nested arrays", deep(6000)],
  ["6000 nested objects", deepObject(6000)],
  ["__proto__ key", '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'],
  ["duplicate keys", '{"a":1,"a":2}'],
  ["a byte-order mark", "\uFEFF{}"],
  ["invalid UTF-8", new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
  ["a lone surrogate", '{"name":"\\ud800"}'],
  ["a huge string", JSON.stringify({ x: "x".repeat(600_000) })],
  ["10,000 array items", JSON.stringify({ items: Array.from({ length: 10_000 }, (_, i) => i) })],
];

/** Values that replace each field of a valid body in turn. */
const FIELD_VALUES: Array<[string, unknown]> = [
  ["null", null],
  ["a number", 123],
  ["a float", 1.5],
  ["a negative number", -1],
  ["1e308", 1e308],
  ["true", true],
  ["an array", ["a"]],
  ["an object", { nested: { deeper: true } }],
  ["NUL", "abc\u0000def"],
  ["a bell character", "ring\u0007"],
  ["an escape sequence", "\u001b[31mred"],
  ["DEL", "del\u007f"],
  ["SQL", "'; DROP TABLE users; --"],
  ["SQL with quotes", '" OR "1"="1'],
  ["a script", "<script>alert(document.cookie)</script>"],
  ["an event handler", '<img src=x onerror="alert(1)">'],
  ["a long string", "x".repeat(30_000)],
  ["emoji and RTL text", "🚀 مرحبا"],
  ["a path", "../../../etc/passwd"],
  ["an empty string", ""],
  ["whitespace", "   \n\t "],
  ["a date-like string", "2026-13-45"],
];

/** The bearer token admin endpoints of the corpus are called with (fresh per endpoint). */
let bearer = "";

function jsonPost(
  url: string,
  body: string | Uint8Array<ArrayBuffer>,
  contentType = "application/json",
) {
  return new Request(`http://localhost${url}`, {
    method: "POST",
    headers: {
      "content-type": contentType,
      "x-forwarded-for": uniqueIp(),
      authorization: bearer ? `Bearer ${bearer}` : "",
    },
    body,
  });
}

async function expectClean(res: Response, what: string) {
  const text = await res.text();
  expect(res.status, `${what} → ${res.status} ${text.slice(0, 200)}`).toBeLessThan(500);
  // No stack frame ("    at fn (file.ts:1:2)") ever leaves the server.
  expect(text).not.toMatch(/\bat \S+ \(.*:\d+:\d+\)|node_modules/);
  if (res.status >= 400) {
    const body = JSON.parse(text);
    expect(typeof body.error?.code, what).toBe("string");
    expect(typeof body.error?.message, what).toBe("string");
  }
}

const posts: Array<{
  url: string;
  handler: Handler;
  valid: () => Record<string, unknown>;
  /** Called with an admin's bearer token. */
  admin?: boolean;
}> = [
  {
    url: "/api/contact",
    handler: contact,
    valid: () => ({
      name: "Lee Park",
      email: "lee@example.com",
      company: "Acme",
      service: "consultation",
      message: "Hello",
    }),
  },
  { url: "/api/chat/session", handler: issue, valid: () => ({}) },
  {
    url: "/api/chat/llm-response",
    handler: llm,
    valid: () => ({
      prompt: "How much is the Growth package?",
      context: {
        ...session,
        stage: "greeting",
        userInfo: {},
        history: [{ role: "user", content: "hi" }],
      },
    }),
  },
  {
    url: "/api/chat/context",
    handler: postContext,
    valid: () => ({ ...session, seq: 1, context: contextBody() }),
  },
  {
    url: "/api/chat/summary",
    handler: summary,
    valid: () => ({
      ...summaryBody(),
      session_id: session.sessionId,
      session_token: session.sessionToken,
      seq: 1,
      transcript: [
        { id: "m1", sender: "user", content: "hi", timestamp: "2026-11-21T10:00:00.000Z" },
      ],
    }),
  },
  {
    url: "/api/auth/login",
    handler: login,
    valid: () => ({ email: "nobody@example.com", password: "wrong password" }),
  },
  {
    url: "/api/auth/login/mfa",
    handler: loginMfa,
    valid: () => ({ mfa_token: "x".repeat(43), code: "123456" }),
  },
  {
    url: "/api/auth/invite",
    handler: acceptInvite,
    valid: () => ({ token: "x".repeat(43), password: "a-long-enough-passphrase" }),
  },
  { url: "/api/auth/logout", handler: logout, valid: () => ({}), admin: true },
  { url: "/api/auth/logout-all", handler: logoutAll, valid: () => ({}), admin: true },
  { url: "/api/auth/mfa/setup", handler: mfaSetup, valid: () => ({}), admin: true },
  {
    url: "/api/auth/mfa/enable",
    handler: mfaEnable,
    valid: () => ({ code: "123456" }),
    admin: true,
  },
  {
    url: "/api/auth/mfa/disable",
    handler: mfaDisable,
    valid: () => ({ code: "123456", password: "wrong password" }),
    admin: true,
  },
  {
    url: "/api/auth/password",
    handler: changePassword,
    valid: () => ({ current_password: "wrong password", new_password: "a-new-long-passphrase" }),
    admin: true,
  },
  {
    url: "/api/admin/users",
    handler: inviteAdmin,
    valid: () => ({ email: "new.admin@example.com", name: "New Admin" }),
    admin: true,
  },
  {
    url: "/api/admin/privacy/search",
    handler: privacySearch,
    valid: () => ({ email: "lee@example.com" }),
    admin: true,
  },
  {
    url: "/api/admin/privacy/export",
    handler: privacyExport,
    valid: () => ({ email: "lee@example.com" }),
    admin: true,
  },
  {
    url: "/api/admin/privacy/delete",
    handler: privacyDelete,
    valid: () => ({ email: "lee@example.com", confirm: "lee@example.com" }),
    admin: true,
  },
];

/** Every top-level and nested field path of a body, to replace one at a time. */
function paths(value: unknown, prefix: string[] = []): string[][] {
  if (!value || typeof value !== "object" || Array.isArray(value))
    return prefix.length ? [prefix] : [];
  const out: string[][] = prefix.length ? [prefix] : [];
  for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...prefix, k]));
  return out;
}

function replaced(body: Record<string, unknown>, path: string[], value: unknown) {
  const copy = structuredClone(body);
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1) as string] = value;
  return copy;
}

describe("malformed bodies against every POST endpoint", () => {
  it("the corpus holds at least 30 kinds of bad input", () => {
    expect(RAW_BODIES.length + FIELD_VALUES.length).toBeGreaterThanOrEqual(30);
  });

  for (const { url, handler, valid, admin } of posts) {
    it(`${url}: no 5xx for any raw body, content type or replaced field`, async () => {
      bearer = admin ? await adminToken() : "";
      for (const [name, body] of RAW_BODIES) {
        await expectClean(await handler(jsonPost(url, body), noParams), `${url} with ${name}`);
      }
      for (const type of ["text/plain", "text/html", "multipart/form-data; boundary=x", ""]) {
        await expectClean(
          await handler(jsonPost(url, JSON.stringify(valid()), type), noParams),
          `${url} as ${type || "no content type"}`,
        );
      }
      for (const path of paths(valid())) {
        for (const [name, value] of FIELD_VALUES) {
          const body = JSON.stringify(replaced(valid(), path, value));
          await expectClean(
            await handler(jsonPost(url, body), noParams),
            `${url} ${path.join(".")}=${name}`,
          );
        }
      }
    }, 120_000);
  }
});

const QUERY_VALUES = [
  "",
  "\u0000",
  "%00",
  "-1",
  "0",
  "1.5",
  "1e9",
  "99999999999999999999",
  "abc",
  "true",
  "[]",
  "{}",
  "'; DROP TABLE posts; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%",
  "_",
  "\\",
  "x".repeat(5_000),
  "🚀",
  "2026-02-30",
  "0000-01-01",
];

const gets: Array<{ path: string; handler: Handler; params: string[]; admin?: boolean }> = [
  {
    path: "/api/blog/posts",
    handler: listPosts,
    params: ["page", "limit", "tag", "search", "featured"],
  },
  { path: "/api/blog/tags", handler: tags, params: ["x"] },
  { path: "/api/blog/featured", handler: featured, params: ["limit"] },
  { path: "/api/use-cases", handler: useCases, params: ["page"] },
  {
    path: "/api/chat/summaries",
    handler: summaries,
    params: ["qualification", "date_from", "date_to", "page", "limit"],
    admin: true,
  },
  {
    path: "/api/chat/summaries/export",
    handler: exportCsv,
    params: ["qualification", "date_from", "date_to"],
    admin: true,
  },
  {
    path: "/api/admin/contact-messages",
    handler: contactMessages,
    params: ["page", "limit"],
    admin: true,
  },
  { path: "/api/admin/llm-usage", handler: llmUsage, params: ["x"], admin: true },
  {
    path: "/api/admin/audit",
    handler: auditLog,
    params: ["action", "date_from", "date_to", "page"],
    admin: true,
  },
  { path: "/api/admin/users", handler: listAdminUsers, params: ["x"], admin: true },
  { path: "/api/auth/sessions", handler: listSessions, params: ["x"], admin: true },
  { path: "/api/auth/me", handler: securityState, params: ["x"], admin: true },
  { path: "/api/auth/verify", handler: verify, params: ["x"], admin: true },
];

describe("query fuzzing of every GET endpoint", () => {
  // A token of its own: the POST corpus above signs the shared one out.
  beforeAll(async () => {
    token = await adminToken();
  });

  for (const { path, handler, params, admin } of gets) {
    it(`${path}: no 5xx for any parameter value`, async () => {
      for (const name of params) {
        for (const value of QUERY_VALUES) {
          const url = `http://localhost${path}?${name}=${encodeURIComponent(value)}&${name}=second`;
          const res = await handler(
            new Request(url, {
              headers: {
                "x-forwarded-for": uniqueIp(),
                ...(admin ? { authorization: `Bearer ${token}` } : {}),
              },
            }),
            noParams,
          );
          await expectClean(res, `${path}?${name}=${JSON.stringify(value).slice(0, 40)}`);
          // The admin endpoints must really parse the value, not stop at the sign-in check.
          if (admin) expect(res.status).not.toBe(401);
        }
      }
    }, 60_000);
  }

  it("path parameters: slugs and session ids of every shape", async () => {
    const values = [
      ...QUERY_VALUES,
      "ai-content-workflow",
      "a".repeat(300),
      "%2F..%2F",
      "UPPER",
      "a b",
    ];
    for (const value of values) {
      for (const [handler, key] of [
        [postBySlug, "slug"],
        [useCaseBySlug, "slug"],
        [getContext, "sessionId"],
      ] as const) {
        const res = await (handler as Handler)(
          new Request("http://localhost/x", {
            headers: {
              "x-forwarded-for": uniqueIp(),
              // Only what a header can carry; other values are tried in the path alone.
              ...(/^[\x20-\x7e]*$/.test(value)
                ? { "x-chat-session-token": value.slice(0, 100) }
                : {}),
            },
          }),
          { params: Promise.resolve({ [key]: value }) },
        );
        await expectClean(res, `${key}=${JSON.stringify(value).slice(0, 40)}`);
      }
      for (const id of [value, "00000000-0000-4000-8000-000000000000"]) {
        const res = await leadById(
          new Request("http://localhost/x", {
            headers: { "x-forwarded-for": uniqueIp(), authorization: `Bearer ${token}` },
          }),
          { params: Promise.resolve({ id }) },
        );
        await expectClean(res, `lead id=${JSON.stringify(id).slice(0, 40)}`);
        expect(res.status).toBe(404);
      }
    }
  });
});
