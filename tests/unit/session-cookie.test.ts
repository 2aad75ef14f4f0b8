// On an https site the session cookie is `__Host-` prefixed: a browser replaces it only with a
// cookie that is also Secure with Path=/, so signing out from a server action must say so.
import { ResponseCookies } from "next/dist/compiled/@edge-runtime/cookies";
import { afterEach, expect, it, vi } from "vitest";

const headers = new Headers();
vi.mock("next/headers", () => ({ cookies: async () => new ResponseCookies(headers) }));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

it("a sign-out on an https site sends a Set-Cookie the browser obeys: Secure, Path=/, HttpOnly", async () => {
  vi.stubEnv("SITE_URL", "https://bluebonnet.example");
  vi.resetModules();
  const { forgetSessionCookie, clearedSessionCookie } = await import("@/lib/auth/session-cookie");
  await forgetSessionCookie();
  const sent = headers.get("set-cookie") ?? "";
  expect(sent).toMatch(/^__Host-admin_session=;/);
  expect(sent).toMatch(/Expires=Thu, 01 Jan 1970/);
  for (const attribute of ["Path=/", "Secure", "HttpOnly", "SameSite=lax"]) {
    expect(sent.toLowerCase()).toContain(attribute.toLowerCase());
    // The route handlers' own clearing says the same.
    expect(clearedSessionCookie().toLowerCase()).toContain(attribute.toLowerCase());
  }
});
