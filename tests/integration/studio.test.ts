// The owner's studio through its API, as the admin app and an attacker use it: posts and use
// cases created, edited, moved through review, published and deleted; drafts invisible on every
// public surface; the AI draft against the fake model and the approval it needs; image uploads
// validated; every write in the audit log.
import { rm } from "node:fs/promises";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as rss } from "@/app/(marketing)/blog/rss.xml/route";
import { GET as audit } from "@/app/api/admin/audit/route";
import { POST as aiDraft } from "@/app/api/admin/blog/draft/route";
import { GET as allTags } from "@/app/api/admin/content/tags/route";
import { POST as preview } from "@/app/api/admin/preview/route";
import { GET as getProfile, PATCH as patchProfile } from "@/app/api/admin/profile/route";
import { GET as shareCard } from "@/app/api/admin/share-card/route";
import { POST as upload } from "@/app/api/admin/uploads/route";
import { GET as featured } from "@/app/api/blog/featured/route";
import {
  DELETE as deletePost,
  GET as getPost,
  PATCH as patchPost,
} from "@/app/api/blog/posts/[slug]/route";
import { POST as createPost, GET as listPosts } from "@/app/api/blog/posts/route";
import { GET as publicTags } from "@/app/api/blog/tags/route";
import {
  DELETE as deleteUseCase,
  GET as getUseCase,
  PATCH as patchUseCase,
} from "@/app/api/use-cases/[slug]/route";
import { POST as createUseCase, GET as listUseCases } from "@/app/api/use-cases/route";
import { GET as llms } from "@/app/llms.txt/route";
import sitemap from "@/app/sitemap";
import { GET as serveUpload } from "@/app/uploads/[file]/route";
import { postChangeTags } from "@/lib/content/cache-tags";
import { uploadsDir } from "@/lib/content/uploads";
import { listRecentPosts } from "@/lib/db/queries/blog";
import { currentAddress } from "@/lib/db/queries/studio-addresses";
import { type FakeGemini, startFakeGemini } from "../fakes/gemini-server";
import { resetDatabase } from "../helpers/db";
import { adminToken } from "../helpers/fixtures";
import { uniqueIp } from "../helpers/http";
import { TEST_PORTS } from "../helpers/ports";

let token = "";
let fake: FakeGemini;

beforeAll(async () => {
  fake = await startFakeGemini(TEST_PORTS.gemini);
});
afterAll(async () => {
  await fake.close();
  await rm(uploadsDir(), { recursive: true, force: true });
});
beforeEach(async () => {
  fake.reset();
  await resetDatabase();
  token = await adminToken();
});

type Init = { method?: string; body?: unknown; auth?: boolean; type?: string };

function req(path: string, { method = "GET", body, auth = true, type }: Init = {}) {
  const headers: Record<string, string> = { "x-forwarded-for": uniqueIp() };
  if (auth) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = type ?? "application/json";
  return new Request(`http://localhost${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

const noParams = { params: Promise.resolve({}) };
const slugCtx = (slug: string) => ({ params: Promise.resolve({ slug }) });

async function create(body: Record<string, unknown>) {
  const res = await createPost(req("/api/blog/posts", { method: "POST", body }), noParams);
  return { res, body: await res.json() };
}

async function patch(slug: string, body: Record<string, unknown>) {
  const res = await patchPost(
    req(`/api/blog/posts/${slug}`, { method: "PATCH", body }),
    slugCtx(slug),
  );
  return { res, body: await res.json() };
}

async function publicGet(slug: string) {
  return getPost(req(`/api/blog/posts/${slug}`, { auth: false }), slugCtx(slug));
}

/** Where the article page sends a visitor at /blog/{slug}: the post's new address, if public. */
async function redirectOf(slug: string) {
  const now = await currentAddress("post", slug);
  return now && (await publicGet(now)).status === 200 ? now : null;
}

async function auditActions() {
  const res = await audit(req("/api/admin/audit?limit=100"), noParams);
  const body = (await res.json()) as {
    entries: Array<{ action: string; details: Record<string, unknown> }>;
  };
  return body.entries;
}

describe("posts through the API", () => {
  it("creates a post from Markdown: sanitised HTML stored beside it, slug from the title, read time, author from the profile", async () => {
    const markdown = `## Intake\n\nAnswer **every** lead.\n\n<script>alert(1)</script>\n\n${"word ".repeat(450)}`;
    const { res, body } = await create({
      title: "Automating Intake at a Dental Practice!",
      content_markdown: markdown,
      tags: ["Healthcare", "AI Automation", "Healthcare"],
    });
    expect(res.status).toBe(201);
    const post = body.post;
    expect(post.slug).toBe("automating-intake-at-a-dental-practice");
    expect(post.status).toBe("draft");
    expect(post.content).toContain("<h2>Intake</h2>");
    expect(post.content).toContain("<strong>every</strong>");
    expect(post.content).not.toContain("<script");
    expect(post.content_markdown).toBe(markdown);
    expect(post.read_time_minutes).toBe(2);
    expect(post.tags).toEqual(["Healthcare", "AI Automation"]);
    expect(post.author_name).toBe("Marcus Reyes");
    expect(post.excerpt).toMatch(/^Intake Answer every lead\./);
    expect(post.published_at).toBeNull();

    // The same title again gets its own address; a taken slug asked for explicitly is a 409.
    const again = await create({
      title: "Automating Intake at a Dental Practice!",
      content: "<p>Two</p>",
    });
    expect(again.body.post.slug).toBe("automating-intake-at-a-dental-practice-2");
    const taken = await create({
      title: "Other",
      slug: "automating-intake-at-a-dental-practice",
      content: "x",
    });
    expect(taken.res.status).toBe(409);
    expect(taken.body.error.code).toBe("conflict");
  });

  it("moves a post from draft to review to published and back, renames it and deletes it", async () => {
    const { body } = await create({
      title: "Review Flow",
      content_markdown: "Hello",
      tags: ["Flow"],
    });
    const slug = body.post.slug as string;
    expect((await publicGet(slug)).status).toBe(404);

    const review = await patch(slug, { status: "in_review" });
    expect(review.body.post.status).toBe("in_review");
    expect((await publicGet(slug)).status).toBe(404);

    const published = await patch(slug, { status: "published" });
    expect(published.res.status).toBe(200);
    expect(published.body.post.published_at).not.toBeNull();
    expect(published.body.post.approved_by).toBe("Marcus Reyes");
    const visible = await publicGet(slug);
    expect(visible.status).toBe(200);
    expect((await visible.json()).title).toBe("Review Flow");

    // Partial update: only the title changes; a rename moves the public address.
    const renamed = await patch(slug, {
      title: "Review Flow, Revised",
      slug: "review-flow-revised",
    });
    expect(renamed.body.post.content).toBe(published.body.post.content);
    expect((await publicGet(slug)).status).toBe(404);
    expect((await publicGet("review-flow-revised")).status).toBe(200);

    const unpublished = await patch("review-flow-revised", { status: "draft" });
    expect(unpublished.body.post.approved_by).toBeNull();
    expect((await publicGet("review-flow-revised")).status).toBe(404);

    const gone = await deletePost(
      req("/api/blog/posts/review-flow-revised", { method: "DELETE" }),
      slugCtx("review-flow-revised"),
    );
    expect(gone.status).toBe(204);
    const admin = await getPost(
      req("/api/blog/posts/review-flow-revised"),
      slugCtx("review-flow-revised"),
    );
    expect(admin.status).toBe(404);

    const actions = (await auditActions()).map((e) => e.action);
    for (const action of [
      "content_created",
      "content_updated",
      "content_published",
      "content_unpublished",
      "content_deleted",
    ]) {
      expect(actions).toContain(action);
    }
    const published_ = (await auditActions()).find((e) => e.action === "content_published");
    expect(published_?.details).toMatchObject({
      kind: "post",
      slug: "review-flow",
      approvedBy: "Marcus Reyes",
    });
  });

  it("does not let an editor that saw an older version overwrite a newer one (409), and says why", async () => {
    const { body } = await create({ title: "Two Devices", content_markdown: "First words" });
    const seen = body.post.updated_at as string;
    const slug = body.post.slug as string;
    // The phone publishes it; the laptop, still showing the draft it opened, saves a stale body.
    const published = await patch(slug, { status: "published", if_unmodified_since: seen });
    expect(published.res.status).toBe(200);
    const stale = await patch(slug, {
      content_markdown: "Laptop words",
      if_unmodified_since: seen,
    });
    expect(stale.res.status).toBe(409);
    expect(stale.body.error.code).toBe("edit_conflict");
    expect(stale.body.error.message).toMatch(/changed in another tab or on another device/);
    expect(await (await publicGet(slug)).text()).toContain("First words");
    // With the version it now has, the same edit goes through.
    const fresh = await patch(slug, {
      content_markdown: "Laptop words",
      if_unmodified_since: published.body.post.updated_at,
    });
    expect(fresh.res.status).toBe(200);
    // The version alone is not a change.
    expect(
      (await patch(slug, { if_unmodified_since: fresh.body.post.updated_at })).res.status,
    ).toBe(400);
  });

  it("lets exactly one of two saves made from the same version through, however they interleave", async () => {
    const { body } = await create({ title: "Racing Tabs", content_markdown: "Start" });
    const seen = body.post.updated_at as string;
    const slug = body.post.slug as string;
    const results = await Promise.all(
      ["Phone words", "Laptop words"].map((content_markdown) =>
        patch(slug, { content_markdown, if_unmodified_since: seen }),
      ),
    );
    expect(results.map((r) => r.res.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.res.status === 200);
    const stored = await (await getPost(req(`/api/blog/posts/${slug}`), slugCtx(slug))).json();
    expect(stored.content_markdown).toBe(winner?.body.post.content_markdown);
  });

  it("keeps a published post's former address leading to it after a rename, until another post takes it", async () => {
    await create({ title: "Old Name", content: "<p>Words</p>" });
    // A draft's addresses were never public: a rename keeps none.
    const renamedDraft = await patch("old-name", { slug: "draft-name" });
    expect(renamedDraft.res.status).toBe(200);
    await patch("draft-name", { status: "published" });
    expect(await redirectOf("old-name")).toBeNull();

    const renamed = await patch("draft-name", { slug: "new-name" });
    expect(renamed.body.post.slug).toBe("new-name");
    expect(await redirectOf("draft-name")).toBe("new-name");
    // Renamed again, both former addresses lead to where it is now.
    const seen = (await patch("new-name", { slug: "newest-name" })).body.post.updated_at;
    expect(await redirectOf("draft-name")).toBe("newest-name");
    expect(await redirectOf("new-name")).toBe("newest-name");
    expect((await publicGet("new-name")).status).toBe(404);
    // The studio, asked for a former address, gets the post where it is now.
    const studio = await getPost(req("/api/blog/posts/new-name"), slugCtx("new-name"));
    expect((await studio.json()).slug).toBe("newest-name");

    // An editor still open at a former address is told the post changed, not that it is gone.
    const stale = await patch("new-name", { title: "Stale", if_unmodified_since: seen });
    expect(stale.res.status).toBe(409);
    expect(stale.body.error.code).toBe("edit_conflict");

    // Taken back from the public: no redirect; published again: it leads there again.
    await patch("newest-name", { status: "draft" });
    expect(await redirectOf("new-name")).toBeNull();
    await patch("newest-name", { status: "published" });
    expect(await redirectOf("new-name")).toBe("newest-name");

    // A new post at a former address takes it over once it is published (as a draft, old links
    // still lead where they did); so does the post itself, renamed back.
    await create({ title: "Someone Else", slug: "new-name", content: "x" });
    expect(await redirectOf("new-name")).toBe("newest-name");
    const squatter = await getPost(req("/api/blog/posts/new-name"), slugCtx("new-name"));
    expect((await squatter.json()).title).toBe("Someone Else");
    expect((await patch("new-name", { status: "published" })).res.status).toBe(200);
    expect(await redirectOf("new-name")).toBeNull();
    expect(await (await publicGet("new-name")).json()).toMatchObject({ title: "Someone Else" });
    await patch("newest-name", { slug: "draft-name" });
    expect(await redirectOf("draft-name")).toBeNull();
    expect(await redirectOf("newest-name")).toBe("draft-name");

    // Deleted, it leaves no address behind.
    const gone = await deletePost(
      req("/api/blog/posts/draft-name", { method: "DELETE" }),
      slugCtx("draft-name"),
    );
    expect(gone.status).toBe(204);
    expect(await redirectOf("newest-name")).toBeNull();
    expect((await patch("newest-name", { title: "Late" })).res.status).toBe(404);
  });

  it("keeps drafts and posts in review out of every public answer", async () => {
    await create({
      title: "Public One",
      content: "<p>Seen</p>",
      tags: ["Open"],
      status: "published",
      is_featured: true,
    });
    await create({
      title: "Hidden Draft",
      content: "<p>Unseen</p>",
      tags: ["Secret"],
      is_featured: true,
    });
    await create({
      title: "Hidden Review",
      content: "<p>Unseen</p>",
      tags: ["Secret"],
      is_featured: true,
      status: "in_review",
    });

    const list = await (
      await listPosts(req("/api/blog/posts?limit=50", { auth: false }), noParams)
    ).json();
    expect(list.posts.map((p: { title: string }) => p.title)).toEqual(["Public One"]);
    const searched = await (
      await listPosts(req("/api/blog/posts?search=Hidden", { auth: false }), noParams)
    ).json();
    expect(searched.posts).toEqual([]);
    const tags = await (await publicTags(req("/api/blog/tags", { auth: false }), noParams)).json();
    expect(JSON.stringify(tags)).not.toContain("Secret");
    const feat = await (
      await featured(req("/api/blog/featured?limit=10", { auth: false }), noParams)
    ).json();
    expect(JSON.stringify(feat)).not.toContain("Hidden");
    expect((await publicGet("hidden-draft")).status).toBe(404);
    expect((await publicGet("hidden-review")).status).toBe(404);
    expect((await listRecentPosts({ limit: 50 })).map((p) => p.title)).toEqual(["Public One"]);

    const feed = await (await rss()).text();
    expect(feed).toContain("<title>Public One</title>");
    expect(feed).not.toContain("Hidden");
    const map = await sitemap();
    expect(map.some((e) => e.url.endsWith("/blog/public-one"))).toBe(true);
    expect(map.some((e) => e.url.includes("hidden"))).toBe(false);
    const llmsText = await (await llms()).text();
    expect(llmsText).toContain("[Public One]");
    expect(llmsText).not.toContain("Hidden");

    // The studio sees them all, by status, with counts.
    const studio = await (await listPosts(req("/api/blog/posts?status=draft"), noParams)).json();
    expect(studio.posts.map((p: { title: string }) => p.title)).toEqual(["Hidden Draft"]);
    expect(studio.counts).toEqual({ draft: 1, in_review: 1, scheduled: 0, published: 1 });
    const suggestions = await (await allTags(req("/api/admin/content/tags"), noParams)).json();
    expect(suggestions.tags).toEqual(expect.arrayContaining(["Open", "Secret"]));
  });

  it("serves the RSS 2.0 feed with a guid, date, description and a category per tag", async () => {
    await create({
      title: "Feed & Friends",
      content: "<p>x</p>",
      excerpt: "About <feeds>",
      tags: ["CRM", "SEO"],
      status: "published",
    });
    const res = await rss();
    expect(res.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await res.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain("<title>Feed &amp; Friends</title>");
    expect(xml).toMatch(/<guid isPermaLink="true">http[^<]+\/blog\/feed-and-friends<\/guid>/);
    expect(xml).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4}/);
    expect(xml).toContain("<description>About &lt;feeds&gt;</description>");
    expect(xml).toContain("<category>CRM</category>");
    expect(xml).toContain("<category>SEO</category>");
  });

  it("refuses writes without a valid token, and bad input with a clear 400, 413 or 415", async () => {
    const anonymous = await createPost(
      req("/api/blog/posts", { method: "POST", body: { title: "x", content: "y" }, auth: false }),
      noParams,
    );
    expect(anonymous.status).toBe(401);
    token = "not-a-real-token";
    expect((await create({ title: "x", content: "y" })).res.status).toBe(401);
    token = await adminToken();
    const anonPatch = await patchPost(
      req("/api/blog/posts/x", { method: "PATCH", body: { title: "x" }, auth: false }),
      slugCtx("x"),
    );
    expect(anonPatch.status).toBe(401);
    const anonDelete = await deletePost(
      req("/api/blog/posts/x", { method: "DELETE", auth: false }),
      slugCtx("x"),
    );
    expect(anonDelete.status).toBe(401);
    // A token on a list request is checked too, never ignored.
    token = "not-a-real-token";
    expect((await listPosts(req("/api/blog/posts?status=draft"), noParams)).status).toBe(401);
    token = await adminToken();

    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ content: "x" }, /title is required/],
      [{ title: "x" }, /content or content_markdown is required/],
      [
        { title: "x", content: "y", status: "live" },
        /status must be draft, in_review, scheduled or published/,
      ],
      [{ title: "x", content: "y", slug: "Bad Slug" }, /slug may use only/],
      [
        { title: "x", content: "y", featured_image_url: "javascript:alert(1)" },
        /featured_image_url must be/,
      ],
      [{ title: "x", content: "y", ai_generated: false }, /ai_generated/],
      [{ title: "x", content: "y", tags: "CRM" }, /tags must be a list/],
    ];
    for (const [body, message] of cases) {
      const { res, body: answer } = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(answer.error.message).toMatch(message);
    }
    const form = await createPost(
      req("/api/blog/posts", {
        method: "POST",
        body: "title=x",
        type: "application/x-www-form-urlencoded",
      }),
      noParams,
    );
    expect(form.status).toBe(415);
    const huge = await create({ title: "x", content: "y".repeat(600 * 1024) });
    expect(huge.res.status).toBe(413);
    const missing = await patch("no-such-post", { title: "x" });
    expect(missing.res.status).toBe(404);
    const empty = await patch("no-such-post", {});
    expect(empty.res.status).toBe(400);
  });

  it("keeps a generated excerpt in step with the body, and a written one as written", async () => {
    // The editor's autosave creates the post as soon as it has a title, before the body.
    const { body } = await create({ title: "Excerpt Follows", content_markdown: "" });
    expect(body.post.excerpt).toBe("");
    const written = await patch(body.post.slug, { content_markdown: "Answer every lead fast." });
    expect(written.body.post.excerpt).toBe("Answer every lead fast.");
    const longer = await patch(body.post.slug, {
      content_markdown: "Answer every lead in minutes.",
    });
    expect(longer.body.post.excerpt).toBe("Answer every lead in minutes.");
    await patch(body.post.slug, { excerpt: "Our own words." });
    const kept = await patch(body.post.slug, { content_markdown: "Something else entirely." });
    expect(kept.body.post.excerpt).toBe("Our own words.");
  });

  it("renders the preview exactly as it will be published", async () => {
    const res = await preview(
      req("/api/admin/preview", {
        method: "POST",
        body: { markdown: "# T\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>" },
      }),
      noParams,
    );
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.html).not.toMatch(/javascript:|onerror/);
    expect(body.read_time_minutes).toBe(1);
  });

  it("publishes a featured image only with its description, given on the page and in the feed", async () => {
    const image = { featured_image_url: "/uploads/harbour.webp" };
    const refused = await create({
      title: "Harbour",
      content: "<p>x</p>",
      ...image,
      status: "published",
    });
    expect(refused.res.status).toBe(400);
    expect(refused.body.error.message).toMatch(/^featured_image_alt: describe the featured image/);
    // A draft may wait for it; publishing may not.
    const draft = await create({ title: "Harbour", content: "<p>x</p>", ...image });
    expect(draft.res.status).toBe(201);
    const publish = await patch("harbour", { status: "published" });
    expect(publish.res.status).toBe(400);
    expect(publish.body.error.message).toMatch(/^featured_image_alt/);
    const blank = await patch("harbour", { status: "published", featured_image_alt: "   " });
    expect(blank.res.status).toBe(400);
    const alt = "Boats moored in Austin's Lady Bird Lake at dawn";
    const ok = await patch("harbour", { status: "published", featured_image_alt: alt });
    expect(ok.res.status).toBe(200);
    expect(ok.body.post.featured_image_alt).toBe(alt);
    expect((await (await publicGet("harbour")).json()).featured_image_alt).toBe(alt);
    const xml = await (await rss()).text();
    expect(xml).toContain('xmlns:media="http://search.yahoo.com/mrss/"');
    expect(xml).toMatch(
      new RegExp(
        `<media:content url="http[^"]+/uploads/harbour\\.webp" medium="image"><media:description type="plain">${alt.replace("'", "&apos;")}</media:description></media:content>`,
      ),
    );
    // Taking the description off a published post is refused; other edits of it are not.
    expect((await patch("harbour", { featured_image_alt: null })).res.status).toBe(400);
    expect((await patch("harbour", { title: "Harbour at dawn" })).res.status).toBe(200);
    // Without an image nothing is asked.
    expect(
      (await create({ title: "Plain", content: "<p>x</p>", status: "published" })).res.status,
    ).toBe(201);
  });

  it("draws the share card of an unsaved title for the editor's preview, for admins only", async () => {
    const path = "/api/admin/share-card?section=Blog&title=Ready%20for%20LinkedIn%20%F0%9F%9A%80";
    const res = await shareCard(req(path), noParams);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toContain("private");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    expect((await shareCard(req(path, { auth: false }), noParams)).status).toBe(401);
    const bad = await shareCard(req("/api/admin/share-card?section=Admin&title=x"), noParams);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(/section must be Blog, Use cases or Events/);
    expect((await shareCard(req("/api/admin/share-card?section=Blog"), noParams)).status).toBe(400);
  });

  it("counts the admin's published posts with the profile, so the editor can ask for one at the first", async () => {
    const count = async () =>
      (await (await getProfile(req("/api/admin/profile"), noParams)).json()).published_posts;
    const before = await count();
    await create({ title: "Mine", content: "<p>x</p>", status: "published" });
    await create({ title: "Still a draft", content: "<p>x</p>" });
    expect(await count()).toBe(before + 1);
  });

  it("takes the author from the admin's profile, and a changed profile follows to their posts", async () => {
    const profile = await (await getProfile(req("/api/admin/profile"), noParams)).json();
    expect(profile.profile.name).toBe("Marcus Reyes");
    const changed = await patchProfile(
      req("/api/admin/profile", {
        method: "PATCH",
        body: { name: "Marcus R.", bio: "Founder", avatar_url: "/uploads/x.webp" },
      }),
      noParams,
    );
    expect(changed.status).toBe(200);
    const { body } = await create({ title: "By Marcus", content: "<p>x</p>", status: "published" });
    expect(body.post).toMatchObject({
      author_name: "Marcus R.",
      author_bio: "Founder",
      author_avatar: "/uploads/x.webp",
    });
    await patchProfile(
      req("/api/admin/profile", { method: "PATCH", body: { name: "Marcus Reyes" } }),
      noParams,
    );
    const after = await (await publicGet("by-marcus")).json();
    expect(after.author_name).toBe("Marcus Reyes");
    const bad = await patchProfile(
      req("/api/admin/profile", { method: "PATCH", body: { name: "" } }),
      noParams,
    );
    expect(bad.status).toBe(400);
  });
});

describe("AI drafts need a human approval", () => {
  it("stores the model's draft as an ai_generated draft, sanitised, and publishes it only when an admin approves", async () => {
    const res = await aiDraft(
      req("/api/admin/blog/draft", {
        method: "POST",
        body: { title: "Chatbots for Plumbers", notes: "Focus on after-hours calls" },
      }),
      noParams,
    );
    expect(res.status).toBe(201);
    expect(fake.requests()).toBe(1);
    const { post } = await res.json();
    expect(post).toMatchObject({
      status: "draft",
      ai_generated: true,
      approved_by: null,
      title: "Chatbots for Plumbers",
    });
    expect(post.content).toContain("<h2>Why Chatbots for Plumbers matters</h2>");
    expect(post.content).not.toContain("<script");
    expect(post.tags).toEqual(["AI Automation", "Small Business"]);
    // Grounded in the site's content: the system prompt carries the real services.
    expect(JSON.stringify(fake.lastBody())).toContain("Services:");
    expect((await publicGet(post.slug)).status).toBe(404);

    // Edits do not publish it; only status "published" by an admin does, and it names them.
    const edited = await patch(post.slug, { content_markdown: "## Edited by a human\n\nChecked." });
    expect(edited.body.post.status).toBe("draft");
    expect(edited.body.post.ai_generated).toBe(true);
    expect((await publicGet(post.slug)).status).toBe(404);

    const approved = await patch(post.slug, { status: "published" });
    expect(approved.body.post.approved_by).toBe("Marcus Reyes");
    expect(Date.parse(approved.body.post.approved_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await publicGet(post.slug)).status).toBe(200);
    const actions = (await auditActions()).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["content_drafted_by_ai", "content_published"]));
  });

  it("cannot be created as published, and the client cannot mark its own post as human-written", async () => {
    const res = await create({
      title: "Sneaky",
      content: "x",
      ai_generated: false,
      status: "published",
    });
    expect(res.res.status).toBe(400);
    const draft = await aiDraft(
      req("/api/admin/blog/draft", {
        method: "POST",
        body: { title: "Sneaky", notes: "", status: "published" },
      }),
      noParams,
    );
    expect(draft.status).toBe(400);
    const anonymous = await aiDraft(
      req("/api/admin/blog/draft", { method: "POST", body: { title: "x" }, auth: false }),
      noParams,
    );
    expect(anonymous.status).toBe(401);
    expect(fake.requests()).toBe(0);
  });

  it("answers 503 with a clear message when the model fails", async () => {
    fake.setMode("error500");
    const res = await aiDraft(
      req("/api/admin/blog/draft", { method: "POST", body: { title: "Down", notes: "" } }),
      noParams,
    );
    expect(res.status).toBe(503);
    expect((await res.json()).error.message).toMatch(/did not return a draft|busy/);
    const studio = await (await listPosts(req("/api/blog/posts"), noParams)).json();
    expect(studio.posts).toEqual([]);
  });
});

describe("image uploads", () => {
  function multipart(file: Blob | null, name = "photo.jpg", field = "file") {
    const form = new FormData();
    if (file) form.append(field, file, name);
    return new Request("http://localhost/api/admin/uploads", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "x-forwarded-for": uniqueIp() },
      body: form,
    });
  }

  it("converts an image to WebP widths and a 1200×630 social card, served with long cache headers", async () => {
    const jpeg = await sharp({
      create: { width: 2000, height: 1200, channels: 3, background: "#4f46e5" },
    })
      .jpeg()
      .toBuffer();
    const res = await upload(
      multipart(new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" })),
      noParams,
    );
    expect(res.status).toBe(201);
    const image = await res.json();
    expect(image.srcset.map((s: { width: number }) => s.width)).toEqual([480, 960, 1600]);
    expect(image.url).toMatch(/^\/uploads\/[a-f0-9]{24}-1600\.webp$/);
    expect(image.height).toBe(960);
    const file = image.url.split("/").pop();
    const served = await serveUpload(new Request(`http://localhost${image.url}`), {
      params: Promise.resolve({ file }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1600, height: 960 });
    const social = await serveUpload(new Request(`http://localhost${image.social_url}`), {
      params: Promise.resolve({ file: image.social_url.split("/").pop() }),
    });
    expect(await sharp(Buffer.from(await social.arrayBuffer())).metadata()).toMatchObject({
      width: 1200,
      height: 630,
    });
    expect((await auditActions()).map((e) => e.action)).toContain("image_uploaded");

    // A post with the uploaded image tells social networks to show its raster card.
    const small = await sharp({
      create: { width: 300, height: 200, channels: 3, background: "#fff" },
    })
      .png()
      .toBuffer();
    const smallRes = await upload(
      multipart(new Blob([new Uint8Array(small)], { type: "image/png" }), "s.png"),
      noParams,
    );
    expect((await smallRes.json()).srcset).toEqual([expect.objectContaining({ width: 300 })]);
  });

  it("takes an AVIF photo like a JPEG one, and refuses a TIFF scan (415), as the README says", async () => {
    const photo = sharp({
      create: { width: 800, height: 600, channels: 3, background: "#0f766e" },
    });
    const avif = await photo.clone().avif().toBuffer();
    const res = await upload(
      multipart(new Blob([new Uint8Array(avif)], { type: "image/avif" }), "photo.avif"),
      noParams,
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      url: expect.stringMatching(/-800\.webp$/),
      height: 600,
    });

    const tiff = await photo.clone().tiff().toBuffer();
    const refused = await upload(
      multipart(new Blob([new Uint8Array(tiff)], { type: "image/tiff" }), "scan.tiff"),
      noParams,
    );
    expect(refused.status).toBe(415);
    expect((await refused.json()).error.message).toMatch(/JPEG, PNG, WebP, GIF or AVIF/);
  });

  it("refuses what is not an image (415), what is too big (413), a missing file (400) and no token (401)", async () => {
    const svg = new Blob(
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      { type: "image/svg+xml" },
    );
    expect((await upload(multipart(svg, "x.svg"), noParams)).status).toBe(415);
    const fakeJpeg = new Blob(["MZ this is an executable"], { type: "image/jpeg" });
    const refused = await upload(multipart(fakeJpeg), noParams);
    expect(refused.status).toBe(415);
    expect((await refused.json()).error.message).toMatch(/JPEG, PNG, WebP, GIF or AVIF/);
    const big = new Blob([new Uint8Array(9 * 1024 * 1024)], { type: "image/jpeg" });
    const tooBig = await upload(multipart(big), noParams);
    expect(tooBig.status).toBe(413);
    expect((await upload(multipart(null), noParams)).status).toBe(400);
    const json = await upload(
      req("/api/admin/uploads", { method: "POST", body: { file: "x" } }),
      noParams,
    );
    expect(json.status).toBe(415);
    const anonymous = new Request("http://localhost/api/admin/uploads", {
      method: "POST",
      body: new FormData(),
    });
    expect((await upload(anonymous, noParams)).status).toBe(401);
    const traversal = await serveUpload(new Request("http://localhost/uploads/x"), {
      params: Promise.resolve({ file: "../../etc/passwd" }),
    });
    expect(traversal.status).toBe(404);
  });
});

describe("use cases through the API", () => {
  it("creates, publishes, edits and deletes a use case; drafts stay private", async () => {
    const created = await createUseCase(
      req("/api/use-cases", {
        method: "POST",
        body: {
          title: "Dental Intake Assistant",
          industry: "Healthcare - Dental Practice",
          challenge: "<p>Missed calls</p><script>x</script>",
          solution: "<p>An assistant</p>",
          results: ["62% fewer missed calls"],
        },
      }),
      noParams,
    );
    expect(created.status).toBe(201);
    const { use_case } = await created.json();
    expect(use_case).toMatchObject({
      slug: "dental-intake-assistant",
      status: "draft",
      challenge: "<p>Missed calls</p>",
    });
    const pub = () =>
      getUseCase(
        req("/api/use-cases/dental-intake-assistant", { auth: false }),
        slugCtx("dental-intake-assistant"),
      );
    expect((await pub()).status).toBe(404);
    const list = async () =>
      (await (await listUseCases(req("/api/use-cases", { auth: false }), noParams)).json()).data;
    expect(await list()).toEqual([]);

    const published = await patchUseCase(
      req("/api/use-cases/dental-intake-assistant", {
        method: "PATCH",
        body: { status: "published", results: ["62% fewer missed calls", "3x bookings"] },
      }),
      slugCtx("dental-intake-assistant"),
    );
    expect(published.status).toBe(200);
    expect((await pub()).status).toBe(200);
    expect((await list()).map((u: { title: string }) => u.title)).toEqual([
      "Dental Intake Assistant",
    ]);
    expect(Object.keys((await list())[0])).not.toContain("status");

    // Written in the studio as Markdown: stored beside the HTML visitors get.
    const markdown = await patchUseCase(
      req("/api/use-cases/dental-intake-assistant", {
        method: "PATCH",
        body: { solution_markdown: "An **assistant** that books.\n\n<script>x</script>" },
      }),
      slugCtx("dental-intake-assistant"),
    );
    const edited = (await markdown.json()).use_case;
    expect(edited.solution).toBe("<p>An <strong>assistant</strong> that books.</p>");
    expect(edited.solution_markdown).toContain("**assistant**");
    expect((await (await pub()).json()).data.solution).toBe(edited.solution);
    const emptied = await patchUseCase(
      req("/api/use-cases/dental-intake-assistant", {
        method: "PATCH",
        body: { challenge_markdown: " " },
      }),
      slugCtx("dental-intake-assistant"),
    );
    expect(emptied.status).toBe(400);

    const bad = await createUseCase(
      req("/api/use-cases", {
        method: "POST",
        body: { title: "x", industry: "y", challenge: " ", solution: "s" },
      }),
      noParams,
    );
    expect(bad.status).toBe(400);
    const anonymous = await createUseCase(
      req("/api/use-cases", { method: "POST", body: {}, auth: false }),
      noParams,
    );
    expect(anonymous.status).toBe(401);

    const gone = await deleteUseCase(
      req("/api/use-cases/dental-intake-assistant", { method: "DELETE" }),
      slugCtx("dental-intake-assistant"),
    );
    expect(gone.status).toBe(204);
    expect((await pub()).status).toBe(404);
    const entries = await auditActions();
    expect(entries.filter((e) => e.details.kind === "use_case").map((e) => e.action)).toEqual(
      expect.arrayContaining(["content_created", "content_published", "content_deleted"]),
    );
  });

  it("does not let an editor that saw an older version overwrite a newer one (409), and says why", async () => {
    const patchCase = async (body: Record<string, unknown>) => {
      const res = await patchUseCase(
        req("/api/use-cases/roofing-quote-bot", { method: "PATCH", body }),
        slugCtx("roofing-quote-bot"),
      );
      return { res, body: await res.json() };
    };
    const created = await createUseCase(
      req("/api/use-cases", {
        method: "POST",
        body: {
          title: "Roofing Quote Bot",
          industry: "Home services",
          challenge_markdown: "Quotes took days",
          solution_markdown: "First version",
        },
      }),
      noParams,
    );
    const seen = (await created.json()).use_case.updated_at as string;
    const phone = await patchCase({ status: "published", if_unmodified_since: seen });
    expect(phone.res.status).toBe(200);
    const laptop = await patchCase({
      solution_markdown: "Stale laptop text",
      if_unmodified_since: seen,
    });
    expect(laptop.res.status).toBe(409);
    expect(laptop.body.error).toMatchObject({ code: "edit_conflict" });
    expect(laptop.body.error.message).toMatch(/This use case was changed in another tab/);
    const stored = await getUseCase(
      req("/api/use-cases/roofing-quote-bot"),
      slugCtx("roofing-quote-bot"),
    );
    expect((await stored.json()).data).toMatchObject({
      status: "published",
      solution_markdown: "First version",
    });
    // Two saves from the one version at once: one goes through, the other is told.
    const now = phone.body.use_case.updated_at as string;
    const racing = await Promise.all(
      ["Phone text", "Laptop text"].map((solution_markdown) =>
        patchCase({ solution_markdown, if_unmodified_since: now }),
      ),
    );
    expect(racing.map((r) => r.res.status).sort()).toEqual([200, 409]);
  });

  it("keeps a published use case's former address leading to it after a rename", async () => {
    const patchCase = async (slug: string, body: Record<string, unknown>) =>
      patchUseCase(req(`/api/use-cases/${slug}`, { method: "PATCH", body }), slugCtx(slug));
    const fields = { industry: "Home services", challenge: "<p>a</p>", solution: "<p>b</p>" };
    const redirectOf = async (slug: string) => {
      const now = await currentAddress("use case", slug);
      if (!now) return null;
      const page = await getUseCase(req(`/api/use-cases/${now}`, { auth: false }), slugCtx(now));
      return page.status === 200 ? now : null;
    };
    const draft = await createUseCase(
      req("/api/use-cases", {
        method: "POST",
        body: { ...fields, title: "Hidden Case", status: "draft" },
      }),
      noParams,
    );
    expect(draft.status).toBe(201);
    expect((await patchCase("hidden-case", { slug: "still-hidden" })).status).toBe(200);
    expect(await redirectOf("hidden-case")).toBeNull();

    await createUseCase(
      req("/api/use-cases", {
        method: "POST",
        body: { ...fields, title: "Roof Bot", status: "published" },
      }),
      noParams,
    );
    const seen = (await (await patchCase("roof-bot", { slug: "roofing-bot" })).json()).use_case
      .updated_at;
    expect(await redirectOf("roof-bot")).toBe("roofing-bot");
    const studio = await getUseCase(req("/api/use-cases/roof-bot"), slugCtx("roof-bot"));
    expect((await studio.json()).data.slug).toBe("roofing-bot");
    const stale = await patchCase("roof-bot", { title: "Stale", if_unmodified_since: seen });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.code).toBe("edit_conflict");
    await patchCase("roofing-bot", { status: "draft" });
    expect(await redirectOf("roof-bot")).toBeNull();
  });
});

describe("which cached pages a change refreshes", () => {
  const post = {
    slug: "a",
    status: "published",
    title: "A",
    excerpt: "e",
    tags: ["X"],
    publishedAt: new Date(1),
  };
  it("expires nothing while a post stays private, the article alone for a body edit, the lists for a card change", () => {
    expect(postChangeTags({ ...post, status: "draft" }, { ...post, status: "in_review" })).toEqual(
      [],
    );
    expect(postChangeTags(post, { ...post })).toEqual(["post:a"]);
    expect(postChangeTags(post, { ...post, title: "B" }).sort()).toEqual(["post:a", "posts"]);
    expect(postChangeTags({ ...post, status: "draft" }, post).sort()).toEqual(["post:a", "posts"]);
    expect(postChangeTags(post, null).sort()).toEqual(["post:a", "posts"]);
    expect(postChangeTags(post, { ...post, slug: "b" }).sort()).toEqual([
      "post:a",
      "post:b",
      "posts",
    ]);
  });
});
