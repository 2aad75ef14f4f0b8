// What a browser is told about the site on every response: the policy that keeps other
// origins' scripts out, HTTPS pinned only when the site is served over https, and the payment
// provider allowed on the workshop page alone.
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "@/config/security-headers.mjs";
import config from "@/next.config";

const header = (list: Array<{ key: string; value: string }>, key: string) =>
  list.find((h) => h.key === key)?.value;

const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy.split("; ").map((d) => {
      const [name, ...values] = d.split(" ");
      return [name, values];
    }),
  );

describe("browser protections", () => {
  it("keep every resource to the site itself unless a page needs more", () => {
    const csp = directives(contentSecurityPolicy({ https: false, dev: false }));
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["frame-ancestors"]).toEqual(["'self'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(csp["script-src"]).not.toContain("'unsafe-eval'");
    expect(csp["script-src"]?.some((s) => s.includes("stripe"))).toBe(false);
    expect(csp["frame-src"]?.every((s) => s.includes("youtube-nocookie"))).toBe(true);
  });

  it("on the admin's pages, run inline scripts only with the page's nonce", () => {
    const csp = directives(contentSecurityPolicy({ https: false, dev: false, nonce: "abc123==" }));
    expect(csp["script-src"]).toEqual(["'self'", "'nonce-abc123=='"]);
    const open = directives(contentSecurityPolicy({ https: false, dev: false }));
    expect(open["script-src"]).toContain("'unsafe-inline'");
  });

  it("allow the payment provider's script and frames only where the buy buttons are", () => {
    const csp = directives(contentSecurityPolicy({ https: false, dev: false, payments: true }));
    expect(csp["script-src"]).toContain("https://js.stripe.com");
    expect(csp["frame-src"]).toContain("https://js.stripe.com");
  });

  it("pin HTTPS (HSTS) and upgrade requests only when the site is served over https", () => {
    const plain = securityHeaders({ https: false, dev: false });
    expect(header(plain, "Strict-Transport-Security")).toBeUndefined();
    expect(header(plain, "Content-Security-Policy")).not.toContain("upgrade-insecure-requests");
    const secure = securityHeaders({ https: true, dev: false });
    expect(header(secure, "Strict-Transport-Security")).toMatch(/^max-age=\d{8,}/);
    expect(header(secure, "Content-Security-Policy")).toContain("upgrade-insecure-requests");
  });

  it("send a referrer policy and a permissions policy everywhere", async () => {
    const rules = (await config("phase-production-build").headers?.()) ?? [];
    const everywhere = rules.find((r) => r.source.startsWith("/((?!_next/static/"));
    // Every page and API answer; not the build's static files (a policy on a script is moot),
    // nor the admin's pages, whose policy carries a nonce (proxy.ts).
    const covers = new RegExp(`^${everywhere?.source}$`);
    expect(
      ["/", "/pricing", "/api/chat/summary", "/blog/rss.xml", "/administration-tips"].every((p) =>
        covers.test(p),
      ),
    ).toBe(true);
    expect(covers.test("/_next/static/chunks/app.js")).toBe(false);
    expect(covers.test("/admin")).toBe(false);
    expect(covers.test("/admin/leads/x")).toBe(false);
    const admin = rules.find((r) => r.source === "/admin/:path*");
    expect(header(admin?.headers ?? [], "Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(header(admin?.headers ?? [], "Content-Security-Policy")).toBeUndefined();
    expect(header(everywhere?.headers ?? [], "Referrer-Policy")).toBe(
      "strict-origin-when-cross-origin",
    );
    expect(header(everywhere?.headers ?? [], "Permissions-Policy")).toContain("camera=()");
    const workshop = rules.find((r) => r.source.startsWith("/events/"));
    expect(header(workshop?.headers ?? [], "Content-Security-Policy")).toContain(
      "https://js.stripe.com",
    );
  });
});
