// One search for the blog and the assistant (lib/db/search.ts): the best matches first, only
// published items, and the assistant's replies carry the site's own articles as sources.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as llm } from "@/app/api/chat/llm-response/route";
import { listPublishedPosts, upsertPost } from "@/lib/db/queries/blog";
import { searchKnowledge } from "@/lib/db/queries/knowledge";
import { upsertUseCase } from "@/lib/db/queries/use-cases";
import { seedDemoContent } from "@/lib/seed";
import { type FakeGemini, startFakeGemini } from "../fakes/gemini-server";
import { issueSession } from "../helpers/chat";
import { resetDatabase, resetRateLimits } from "../helpers/db";
import { jsonRequest, uniqueIp } from "../helpers/http";
import { TEST_PORTS } from "../helpers/ports";

let fake: FakeGemini;
beforeAll(async () => {
  await resetDatabase();
  await resetRateLimits();
  await seedDemoContent();
  // Drafts and use cases in review that would match every query below.
  await upsertPost({
    slug: "draft-crm-after-hours",
    title: "CRM After Hours Leads Draft",
    excerpt: "CRM CRM CRM after hours leads",
    content: "<p>CRM after hours leads capture chatbot</p>",
    status: "draft",
    tags: ["CRM"],
    authorName: "X",
    publishedAt: null,
  });
  await upsertUseCase({
    slug: "review-crm-after-hours",
    title: "CRM after-hours leads in review",
    industry: "CRM",
    challenge: "<p>after hours leads</p>",
    solution: "<p>CRM chatbot</p>",
    results: ["CRM"],
    status: "in_review",
  });
  fake = await startFakeGemini(TEST_PORTS.gemini, 4000);
});
afterAll(() => fake.close());

describe("the blog's search", () => {
  it("puts the articles with CRM in their titles first for 'crm', and never a draft", async () => {
    const { posts, total } = await listPublishedPosts({ search: "crm", page: 1, limit: 20 });
    expect(total).toBeGreaterThanOrEqual(2);
    const titled = posts.filter((p) => /\bCRM\b/.test(p.title)).map((p) => p.slug);
    expect(titled.length).toBe(2);
    expect(
      posts
        .slice(0, 2)
        .map((p) => p.slug)
        .sort(),
    ).toEqual(titled.sort());
    expect(posts.some((p) => p.slug.startsWith("draft"))).toBe(false);
  });

  it("finds a word in any form, and part of a title as it is typed", async () => {
    const stemmed = await listPublishedPosts({ search: "automating", page: 1, limit: 20 });
    expect(stemmed.total).toBeGreaterThan(0);
    const partial = await listPublishedPosts({ search: "hygien", page: 1, limit: 20 });
    expect(partial.posts[0]?.title).toContain("CRM Hygiene");
  });

  it("answers a search of only common words without an error", async () => {
    const { posts } = await listPublishedPosts({ search: "the and of", page: 1, limit: 20 });
    expect(Array.isArray(posts)).toBe(true);
  });
});

describe("the assistant's sources", () => {
  it("are the best-matching published articles and use cases, at most three", async () => {
    const found = await searchKnowledge(
      "How can we capture leads that come in after hours, when nobody is at the desk?",
    );
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(3);
    expect(found[0]?.url).toBe("/blog/after-hours-lead-capture-ai-chat-assistant");
    for (const item of found) {
      expect(item.url).toMatch(/^\/(blog|use-cases)\/[a-z0-9-]+$/);
      expect(item.url).not.toMatch(/draft|review/);
      expect(item.excerpt.length).toBeLessThanOrEqual(241);
    }
  });

  it("find nothing for a message that only shares common words with the articles", async () => {
    for (const message of ["hello", "hi there", "Can you help me?"]) {
      expect(await searchKnowledge(message), message).toEqual([]);
    }
    expect((await searchKnowledge("What is GEO?"))[0]?.url).toBe("/blog/seo-vs-geo-small-business");
  });

  it("come with the reply as {title, url}, the model told of them, the rules offering the best", async () => {
    const who = { ...(await issueSession()), ip: uniqueIp() };
    const ask = async () => {
      const res = await llm(
        jsonRequest(
          "/api/chat/llm-response",
          {
            prompt: "Do you have advice on after-hours lead capture?",
            context: {
              sessionId: who.sessionId,
              sessionToken: who.sessionToken,
              stage: "discovery",
              userInfo: {},
              model: "gemini-2.5-pro",
              temperature: 0.7,
              maxTokens: 2000,
            },
          },
          { ip: who.ip },
        ),
        { params: Promise.resolve({}) },
      );
      return res.json();
    };
    fake.setMode("reply");
    const reply = await ask();
    expect(reply.fallbackUsed).toBe(false);
    expect(reply.sources.length).toBeGreaterThan(0);
    expect(reply.sources.length).toBeLessThanOrEqual(3);
    expect(Object.keys(reply.sources[0]).sort()).toEqual(["title", "url"]);
    expect(reply.sources[0].url).toBe("/blog/after-hours-lead-capture-ai-chat-assistant");
    const system = JSON.stringify(
      (fake.lastBody() as { systemInstruction: unknown }).systemInstruction,
    );
    expect(system).toContain("/blog/after-hours-lead-capture-ai-chat-assistant");

    fake.setMode("error500");
    const fallback = await ask();
    expect(fallback.fallbackUsed).toBe(true);
    expect(fallback.sources).toEqual([reply.sources[0]]);
    expect(fallback.response).toContain(reply.sources[0].title);
  });
});

describe("the search allowance", () => {
  it("is shared by an address's blog searches and its chat messages: once spent, the assistant looks nothing up", async () => {
    const { knowledgeFor } = await import("@/lib/site-search");
    const { SEARCH_ALLOWANCE, spendSearch } = await import("@/lib/search-allowance");
    const address = "192.0.2.77";
    expect(await knowledgeFor(address, "crm after hours leads")).not.toEqual([]);
    // The same question again comes from the minute's cache, however the allowance stands.
    for (let i = 1; i < SEARCH_ALLOWANCE.max; i++)
      expect((await spendSearch(address)).ok).toBe(true);
    expect((await spendSearch(address)).ok).toBe(false);
    expect(await knowledgeFor(address, "crm after hours leads")).not.toEqual([]);
    expect(await knowledgeFor(address, "chatbot for a dental practice")).toEqual([]);
    // Another address is not held back.
    expect(await knowledgeFor("192.0.2.78", "chatbot for a dental practice")).not.toEqual([]);
  });
});
