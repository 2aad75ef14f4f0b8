// The studio's pure rules: addresses from titles, and Markdown turned into the HTML visitors get.
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "@/lib/content/markdown";
import { slugify, uniqueSlug } from "@/lib/content/slug";
import { uploadedSocialImage } from "@/lib/content/social";

describe("slugs", () => {
  it("turns a title into a readable address", () => {
    expect(slugify("Automating Intake at a Dental Practice!")).toBe(
      "automating-intake-at-a-dental-practice",
    );
    expect(slugify("Café & Crêpes: 5 Wins")).toBe("cafe-and-crepes-5-wins");
    expect(slugify("  --- ")).toBe("untitled");
    expect(slugify("x".repeat(200))).toHaveLength(80);
  });

  it("never reuses a taken address", () => {
    expect(uniqueSlug("post", new Set())).toBe("post");
    expect(uniqueSlug("post", new Set(["post", "post-2"]))).toBe("post-3");
  });
});

describe("Markdown", () => {
  it("renders GitHub-style Markdown and drops what the article allow-list refuses", () => {
    const html = renderMarkdown(
      "## Steps\n\n1. **One**\n2. [Two](https://example.com)\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<script>alert(1)</script><iframe src=x></iframe>",
    );
    expect(html).toContain("<h2>Steps</h2>");
    expect(html).toContain("<strong>One</strong>");
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain("<table>");
    expect(html).not.toMatch(/<script|<iframe/);
  });
});

describe("social images", () => {
  it("uses an upload's 1200×630 card, and nothing for other images", () => {
    expect(uploadedSocialImage("/uploads/0123456789abcdef01234567-1600.webp")).toBe(
      "/uploads/0123456789abcdef01234567-og.webp",
    );
    expect(uploadedSocialImage("/images/blog/ai.svg")).toBeNull();
    expect(uploadedSocialImage(null)).toBeNull();
  });
});

describe("reserved addresses", () => {
  it("never gives a post the studio's own 'new'", () => {
    expect(uniqueSlug(slugify("New"), new Set())).toBe("new-2");
  });
});
