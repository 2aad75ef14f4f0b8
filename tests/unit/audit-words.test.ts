// What the Security page's audit log says happened, and which browser did it.
import { describe, expect, it, vi } from "vitest";
import { describeAuditEntry } from "@/lib/audit-words";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/rate-limit", () => ({ clientIp: () => "203.0.113.9" }));
const { describeBrowser } = await import("@/lib/auth/request-meta");

describe("the audit log in words", () => {
  it.each([
    [
      "content_published",
      "Owner",
      { kind: "post", slug: "speed-to-lead", title: "Speed to lead", status: "published" },
      "Owner published the post “Speed to lead”",
    ],
    [
      "content_published",
      null,
      { kind: "event", slug: "ai-night", title: "AI night", status: "published", scheduled: true },
      "The site published the event “AI night”, as scheduled",
    ],
    [
      "content_created",
      "Jenna",
      { kind: "use_case", slug: "dental", title: "Dental chat", status: "draft" },
      "Jenna created the use case “Dental chat”",
    ],
    [
      "lead_changed",
      "Owner",
      {
        lead: "4f1c",
        changes: [
          { kind: "status", from: "New", to: "Contacted" },
          { kind: "deal_value", from: null, to: "250000" },
        ],
      },
      "Owner changed a lead: moved it from New to Contacted, set its deal to $2,500 (was none)",
    ],
    ["lead_changed", "Owner", { lead: "4f1c", note: true }, "Owner added a note to a lead"],
    [
      "admin_role_changed",
      "Owner",
      { admin: "jenna@example.com", from: "editor", to: "owner" },
      "Owner made jenna@example.com owner (was editor)",
    ],
    [
      "leads_imported",
      "Owner",
      { created: 12, updated: 3, rejected: 1 },
      "Owner imported leads: 12 new, 3 updated, 1 refused",
    ],
    [
      "settings_changed",
      "Owner",
      { editors_own_leads_only: true },
      "Owner: settings changed (editors own leads only: yes)",
    ],
  ])("%s by %s", (action, actor, details, sentence) => {
    expect(describeAuditEntry({ action, actor, details })).toBe(sentence);
  });
});

describe("the browser an entry came from", () => {
  it("names the browser and system, a client that is no browser, or none", () => {
    expect(
      describeBrowser(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
      ),
    ).toBe("Safari 18 on macOS");
    expect(describeBrowser("curl/8.5.0")).toBe("curl 8.5.0");
    expect(describeBrowser(null)).toBe("Not recorded");
  });
});
