import { describe, expect, it } from "vitest";
import { readTimeMinutes, sanitizeHtml } from "@/lib/utils/html";

describe("stored HTML is sanitised on write", () => {
  it("removes script elements and their contents", () => {
    const out = sanitizeHtml('<p>Hello</p><script>alert("x")</script><p>World</p>');
    expect(out).toBe("<p>Hello</p><p>World</p>");
  });

  it("removes event-handler attributes such as onerror and onclick", () => {
    const out = sanitizeHtml(
      '<img src="https://example.com/a.png" onerror="alert(1)"><p onclick="x()">Hi</p>',
    );
    expect(out).not.toMatch(/onerror|onclick|alert/);
    expect(out).toContain("<p>Hi</p>");
  });

  it("drops javascript: and data: URLs", () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AAA">',
    );
    expect(out).not.toMatch(/javascript:|data:/);
  });

  it("removes styles, iframes, forms and svg", () => {
    const out = sanitizeHtml(
      '<p style="color:red">a</p><iframe src="https://evil.example"></iframe><form><input></form><svg onload="x()"></svg>',
    );
    expect(out).toBe("<p>a</p>");
  });

  it("keeps the article formatting and makes outside links safe", () => {
    const out = sanitizeHtml(
      '<h2>Title</h2><ul><li><strong>Bold</strong></li></ul><a href="https://example.com">ext</a><a href="/services">int</a>',
    );
    expect(out).toContain("<h2>Title</h2><ul><li><strong>Bold</strong></li></ul>");
    expect(out).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">ext</a>',
    );
    expect(out).toContain('<a href="/services">int</a>');
  });

  it("estimates reading time at 200 words a minute, at least one minute", () => {
    expect(readTimeMinutes(`<p>${"word ".repeat(1000)}</p>`)).toBe(5);
    expect(readTimeMinutes("<p>short</p>")).toBe(1);
  });
});

describe("plainText", () => {
  it("keeps the words of separate paragraphs apart, on one line", async () => {
    const { plainText } = await import("@/lib/utils/html");
    expect(plainText("<p>Leads <b>at night</b>.</p>\n<p>Replies in <em>minutes</em></p>")).toBe(
      "Leads at night. Replies in minutes",
    );
  });
});
