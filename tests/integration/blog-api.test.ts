import { beforeAll, describe, expect, it } from "vitest";
import { GET as getFeatured } from "@/app/api/blog/featured/route";
import { GET as getPost } from "@/app/api/blog/posts/[slug]/route";
import { GET as listPosts } from "@/app/api/blog/posts/route";
import { GET as getTags } from "@/app/api/blog/tags/route";
import { resetDatabase } from "../helpers/db";
import { seedFixturePosts } from "../helpers/fixtures";

const noParams = { params: Promise.resolve({}) };
const get = (url: string) => new Request(`http://localhost${url}`);
const list = async (query = "") => {
  const res = await listPosts(get(`/api/blog/posts${query}`), noParams);
  return { res, body: await res.json() };
};

describe("blog API", () => {
  beforeAll(async () => {
    await resetDatabase();
    await seedFixturePosts();
  });

  describe("GET /api/blog/posts", () => {
    it("pages published posts six at a time, newest first, with the spec's pagination fields", async () => {
      const { res, body } = await list();
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toContain("max-age=300");
      expect(body.posts.map((p: { slug: string }) => p.slug)).toEqual([
        "post-14",
        "post-13",
        "post-12",
        "post-11",
        "post-10",
        "post-9",
      ]);
      expect(body.pagination).toEqual({
        page: 1,
        totalPosts: 14,
        totalPages: 3,
        hasPrevPage: false,
        hasNextPage: true,
      });
    });

    it("answers with every field of a blog post in snake_case", async () => {
      const { body } = await list("?limit=1");
      expect(Object.keys(body.posts[0]).sort()).toEqual(
        [
          "id",
          "slug",
          "title",
          "excerpt",
          "content",
          "featured_image_url",
          "featured_image_alt",
          "is_featured",
          "tags",
          "author_name",
          "author_avatar",
          "author_bio",
          "published_at",
          "updated_at",
          "read_time_minutes",
          "meta_description",
          "meta_keywords",
        ].sort(),
      );
    });

    it("gives the last page its remainder and no next page", async () => {
      const { body } = await list("?page=3");
      expect(body.posts).toHaveLength(2);
      expect(body.pagination).toMatchObject({ page: 3, hasPrevPage: true, hasNextPage: false });
    });

    it("answers an empty page past the end", async () => {
      const { res, body } = await list("?page=9");
      expect(res.status).toBe(200);
      expect(body.posts).toEqual([]);
      expect(body.pagination).toMatchObject({ page: 9, totalPosts: 14, hasNextPage: false });
    });

    it("never lists drafts or posts scheduled for later", async () => {
      const { body } = await list("?limit=50");
      const slugs = body.posts.map((p: { slug: string }) => p.slug);
      expect(slugs).not.toContain("draft-post");
      expect(slugs).not.toContain("scheduled-post");
    });

    it("filters by tag", async () => {
      const { body } = await list("?tag=SEO&limit=50");
      expect(body.posts.map((p: { slug: string }) => p.slug)).toEqual(["post-9", "post-3"]);
      expect(body.pagination.totalPosts).toBe(2);
    });

    it("searches title, excerpt and content without regard to case", async () => {
      expect(
        (await list("?search=workflow")).body.posts.map((p: { slug: string }) => p.slug),
      ).toEqual(["post-7"]);
      expect(
        (await list("?search=QUICKBOOKS")).body.posts.map((p: { slug: string }) => p.slug),
      ).toEqual(["post-3"]);
      expect(
        (await list("?search=excerpt%2012")).body.posts.map((p: { slug: string }) => p.slug),
      ).toEqual(["post-12"]);
    });

    it("treats % and _ in a search literally", async () => {
      expect((await list("?search=50%25")).body.posts.map((p: { slug: string }) => p.slug)).toEqual(
        ["post-7"],
      );
      expect((await list("?search=_")).body.posts).toEqual([]);
    });

    it("combines featured=true with the other filters", async () => {
      const { body } = await list("?featured=true");
      expect(body.posts.map((p: { slug: string }) => p.slug)).toEqual(["post-12", "post-5"]);
    });

    it("returns sanitised content: the stored script is gone", async () => {
      const { body } = await list("?search=quickbooks");
      expect(body.posts[0].content).toBe("<p>We connect QuickBooks to your CRM.</p>");
    });

    it.each([
      ["?page=0", "page must be at least 1"],
      ["?page=-1", "page must be a whole number"],
      ["?limit=abc", "limit must be a whole number"],
      ["?limit=51", "limit must be at most 50"],
      ["?featured=yes", "featured must be true or false"],
      [`?search=${"a".repeat(101)}`, "search must be at most 100 characters"],
    ])("refuses %s with 400", async (query, message) => {
      const { res, body } = await list(query);
      expect(res.status).toBe(400);
      expect(body.error).toEqual({ code: "bad_request", message });
    });
  });

  describe("GET /api/blog/posts/{slug}", () => {
    it("answers the post", async () => {
      const res = await getPost(get("/api/blog/posts/post-7"), {
        params: Promise.resolve({ slug: "post-7" }),
      });
      expect(res.status).toBe(200);
      const post = await res.json();
      expect(post).toMatchObject({
        slug: "post-7",
        title: "Automate Your Workflow with 50% Less Effort",
        read_time_minutes: 1,
      });
    });

    it.each(["no-such-post", "draft-post", "scheduled-post", "../etc/passwd"])(
      "answers 404 Post not found for %s",
      async (slug) => {
        const res = await getPost(get(`/api/blog/posts/${slug}`), {
          params: Promise.resolve({ slug }),
        });
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({
          error: { code: "not_found", message: "Post not found" },
        });
      },
    );
  });

  describe("GET /api/blog/tags and /api/blog/featured", () => {
    it("counts tags of published posts, most used first", async () => {
      const res = await getTags(get("/api/blog/tags"), noParams);
      expect(res.headers.get("cache-control")).toContain("max-age=600");
      expect(await res.json()).toEqual([
        { name: "AI Automation", count: 12 },
        { name: "CRM", count: 7 },
        { name: "SEO", count: 2 },
      ]);
    });

    it("lists the newest featured post first, limit=1 by default", async () => {
      const one = await (await getFeatured(get("/api/blog/featured?limit=1"), noParams)).json();
      expect(one.map((p: { slug: string }) => p.slug)).toEqual(["post-12"]);
      const two = await (await getFeatured(get("/api/blog/featured?limit=5"), noParams)).json();
      expect(two.map((p: { slug: string }) => p.slug)).toEqual(["post-12", "post-5"]);
      const bad = await getFeatured(get("/api/blog/featured?limit=zero"), noParams);
      expect(bad.status).toBe(400);
    });
  });
});
