// Scheduled posts, use cases and events: private until their time, then live once however many
// instances look (a fake clock stands in for the wait); bad times refused naming the field.
import { beforeEach, describe, expect, it } from "vitest";
import { GET as rss } from "@/app/(marketing)/blog/rss.xml/route";
import { GET as audit } from "@/app/api/admin/audit/route";
import { PATCH as patchEvent } from "@/app/api/admin/events/[id]/route";
import { POST as createEvent } from "@/app/api/admin/events/route";
import { GET as getPost, PATCH as patchPost } from "@/app/api/blog/posts/[slug]/route";
import { POST as createPost, GET as listPosts } from "@/app/api/blog/posts/route";
import { POST as publishDue } from "@/app/api/internal/publish-due/route";
import { GET as getUseCase, PATCH as patchUseCase } from "@/app/api/use-cases/[slug]/route";
import { POST as createUseCase } from "@/app/api/use-cases/route";
import sitemap from "@/app/sitemap";
import { publishDueContent } from "@/lib/content/scheduled";
import { getPublicEventBySlug } from "@/lib/db/queries/events";
import { jobsToken } from "@/lib/internal/control";
import { resetDatabase } from "../helpers/db";
import { adminToken } from "../helpers/fixtures";
import { uniqueIp } from "../helpers/http";

let token = "";
beforeEach(async () => {
  await resetDatabase();
  token = await adminToken();
});

const noParams = { params: Promise.resolve({}) };
const slugCtx = (slug: string) => ({ params: Promise.resolve({ slug }) });

function req(
  path: string,
  { method = "GET", body, auth = true } = {} as {
    method?: string;
    body?: unknown;
    auth?: boolean;
  },
) {
  const headers: Record<string, string> = { "x-forwarded-for": uniqueIp() };
  if (auth) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  return new Request(`http://localhost${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function json(res: Response) {
  return { status: res.status, body: await res.json() };
}

const create = async (body: Record<string, unknown>) =>
  json(await createPost(req("/api/blog/posts", { method: "POST", body }), noParams));
const patch = async (slug: string, body: Record<string, unknown>) =>
  json(await patchPost(req(`/api/blog/posts/${slug}`, { method: "PATCH", body }), slugCtx(slug)));
const publicStatus = async (slug: string) =>
  (await getPost(req(`/api/blog/posts/${slug}`, { auth: false }), slugCtx(slug))).status;

const inMinutes = (n: number, from = Date.now()) => new Date(from + n * 60_000);

describe("scheduled posts", () => {
  it("stay private until their time, then go live once however many instances look", async () => {
    const at = inMinutes(90);
    const made = await create({
      title: "Tomorrow's News",
      content: "<p>x</p>",
      status: "scheduled",
      publish_at: at.toISOString(),
    });
    expect(made.status).toBe(201);
    expect(made.body.post).toMatchObject({
      status: "scheduled",
      publish_at: at.toISOString(),
      published_at: null,
    });
    // Scheduling is the approval: the reviewer is named already.
    expect(made.body.post.approved_by).toBeTruthy();
    const slug = made.body.post.slug as string;
    expect(await publicStatus(slug)).toBe(404);

    // The studio lists it as scheduled, with its time.
    const list = await json(await listPosts(req("/api/blog/posts?status=scheduled"), noParams));
    expect(list.body.counts.scheduled).toBe(1);
    expect(list.body.posts.map((p: { slug: string }) => p.slug)).toEqual([slug]);
    expect(list.body.posts[0].publish_at).toBe(at.toISOString());

    // A minute early, nothing happens.
    expect(await publishDueContent(inMinutes(-1, at.getTime()))).toEqual({
      posts: [],
      useCases: [],
      events: [],
    });
    // At its time two instances look at once: one publishes it.
    const runs = await Promise.all([
      publishDueContent(new Date(at.getTime() + 1000)),
      publishDueContent(new Date(at.getTime() + 1000)),
    ]);
    expect(runs.flatMap((r) => r.posts)).toEqual([slug]);
    expect(await publishDueContent(inMinutes(5, at.getTime()))).toEqual({
      posts: [],
      useCases: [],
      events: [],
    });
    const now = await json(await getPost(req(`/api/blog/posts/${slug}`), slugCtx(slug)));
    expect(now.body).toMatchObject({
      status: "published",
      publish_at: null,
      published_at: at.toISOString(),
    });
    const entries = (await json(await audit(req("/api/admin/audit?limit=20"), noParams))).body
      .entries as Array<{ action: string; actor: string | null; details: { slug?: string } }>;
    const live = entries.filter((e) => e.action === "content_published" && e.details.slug === slug);
    expect(live).toHaveLength(1);
    expect(live[0]?.actor).toBe("scheduler");
    expect(entries.some((e) => e.action === "content_scheduled" && e.details.slug === slug)).toBe(
      true,
    );
  });

  it("is on the article, the feed and the sitemap once its time has come", async () => {
    const at = new Date(Date.now() + 300);
    const { body } = await create({
      title: "Right On Time",
      content: "<p>x</p>",
      status: "scheduled",
      publish_at: at.toISOString(),
    });
    const slug = body.post.slug as string;
    expect(await (await rss()).text()).not.toContain("Right On Time");
    await new Promise((r) => setTimeout(r, 400));
    expect(await publishDueContent()).toEqual({ posts: [slug], useCases: [], events: [] });
    expect(await publicStatus(slug)).toBe(200);
    expect(await (await rss()).text()).toContain("<title>Right On Time</title>");
    expect((await sitemap()).some((e) => e.url.endsWith(`/blog/${slug}`))).toBe(true);
  });

  it("can be moved, published at once, or unscheduled back to a draft", async () => {
    const { body } = await create({ title: "Movable", content: "<p>x</p>" });
    const slug = body.post.slug as string;
    const first = await patch(slug, {
      status: "scheduled",
      publish_at: inMinutes(60).toISOString(),
    });
    expect(first.status).toBe(200);
    const later = inMinutes(120);
    const moved = await patch(slug, { publish_at: later.toISOString() });
    expect(moved.body.post).toMatchObject({ status: "scheduled", publish_at: later.toISOString() });
    const back = await patch(slug, { status: "draft" });
    expect(back.body.post).toMatchObject({ status: "draft", publish_at: null, approved_by: null });
    expect(await publishDueContent(inMinutes(180))).toEqual({
      posts: [],
      useCases: [],
      events: [],
    });
    await patch(slug, { status: "scheduled", publish_at: inMinutes(60).toISOString() });
    const now = await patch(slug, { status: "published" });
    expect(now.body.post).toMatchObject({ status: "published", publish_at: null });
    expect(await publicStatus(slug)).toBe(200);
  });

  it("refuses a time that has passed, a missing or malformed one, and one years away", async () => {
    const { body } = await create({ title: "Timing", content: "<p>x</p>" });
    const slug = body.post.slug as string;
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ status: "scheduled" }, /^publish_at is required to schedule/],
      [
        { status: "scheduled", publish_at: inMinutes(-5).toISOString() },
        /^publish_at: choose a time in the future/,
      ],
      [
        { status: "scheduled", publish_at: "tomorrow at nine" },
        /^publish_at must be a date and time/,
      ],
      [
        { status: "scheduled", publish_at: "2026-12-01T09:00:00" },
        /^publish_at must be a date and time with its time zone/,
      ],
      [
        { status: "scheduled", publish_at: inMinutes(60 * 24 * 365 * 3).toISOString() },
        /^publish_at: at most two years ahead/,
      ],
      [{ status: "soon" }, /status must be draft, in_review, scheduled or published/],
    ];
    for (const [change, message] of cases) {
      const res = await patch(slug, change);
      expect({ change, status: res.status }).toEqual({ change, status: 400 });
      expect(res.body.error.message).toMatch(message);
    }
    expect((await patch(slug, { title: "Timing" })).body.post.status).toBe("draft");
  });

  it("waits, like publishing, for a featured image's description", async () => {
    const res = await create({
      title: "Pictured",
      content: "<p>x</p>",
      featured_image_url: "/uploads/p.webp",
      status: "scheduled",
      publish_at: inMinutes(30).toISOString(),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^featured_image_alt/);
  });
});

describe("the job runner's request that publishes what is due", () => {
  it("exists only for a caller holding the jobs' token from the database", async () => {
    const ask = (header?: string) =>
      publishDue(
        new Request("http://localhost/api/internal/publish-due", {
          method: "POST",
          headers: header ? { "x-site-jobs": header } : {},
        }),
        noParams,
      );
    expect((await ask()).status).toBe(404);
    expect((await ask("a-guess")).status).toBe(404);
    const { body } = await create({
      title: "Due Now",
      content: "<p>x</p>",
      status: "scheduled",
      publish_at: new Date(Date.now() + 200).toISOString(),
    });
    await new Promise((r) => setTimeout(r, 300));
    const res = await ask(await jobsToken());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      posts: [body.post.slug],
      use_cases: [],
      events: [],
      newsletters: [],
    });
  });
});

describe("scheduled use cases", () => {
  it("go live at their time, once", async () => {
    const at = inMinutes(45);
    const made = await json(
      await createUseCase(
        req("/api/use-cases", {
          method: "POST",
          body: {
            title: "Clinic Intake",
            industry: "Healthcare",
            challenge: "<p>c</p>",
            solution: "<p>s</p>",
            status: "scheduled",
            publish_at: at.toISOString(),
          },
        }),
        noParams,
      ),
    );
    expect(made.status).toBe(201);
    const slug = made.body.use_case.slug as string;
    const publicGet = async () =>
      (await getUseCase(req(`/api/use-cases/${slug}`, { auth: false }), slugCtx(slug))).status;
    expect(await publicGet()).toBe(404);
    const runs = await Promise.all([
      publishDueContent(new Date(at.getTime() + 1)),
      publishDueContent(new Date(at.getTime() + 1)),
    ]);
    expect(runs.flatMap((r) => r.useCases)).toEqual([slug]);
    expect(await publicGet()).toBe(200);
    const back = await json(
      await patchUseCase(
        req(`/api/use-cases/${slug}`, { method: "PATCH", body: { status: "draft" } }),
        slugCtx(slug),
      ),
    );
    expect(back.body.use_case).toMatchObject({ status: "draft", publish_at: null });
  });
});

describe("scheduled events", () => {
  it("stay off the public pages until their time, then go live once; unscheduled, back to draft", async () => {
    const at = inMinutes(30);
    const made = await json(
      await createEvent(
        req("/api/admin/events", {
          method: "POST",
          body: {
            title: "Automation Office Hours",
            starts_at: "2027-03-04T11:30",
            ends_at: "2027-03-04T12:30",
            status: "scheduled",
            publish_at: at.toISOString(),
          },
        }),
        noParams,
      ),
    );
    expect(made.status).toBe(201);
    expect(made.body.event).toMatchObject({ status: "scheduled", publish_at: at.toISOString() });
    const { id, slug } = made.body.event as { id: string; slug: string };
    expect(await getPublicEventBySlug(slug)).toBeNull();
    const runs = await Promise.all([
      publishDueContent(new Date(at.getTime() + 1)),
      publishDueContent(new Date(at.getTime() + 1)),
    ]);
    expect(runs.flatMap((r) => r.events)).toEqual([slug]);
    expect((await getPublicEventBySlug(slug))?.status).toBe("published");
    // A past time is refused, as for posts; unscheduling returns a draft.
    const later = await json(
      await patchEvent(
        req(`/api/admin/events/${id}`, {
          method: "PATCH",
          body: { status: "scheduled", publish_at: inMinutes(-1).toISOString() },
        }),
        { params: Promise.resolve({ id }) },
      ),
    );
    expect(later.status).toBe(400);
    expect(later.body.error.message).toMatch(/^publish_at: choose a time in the future/);
    await patchEvent(
      req(`/api/admin/events/${id}`, {
        method: "PATCH",
        body: { status: "scheduled", publish_at: inMinutes(60).toISOString() },
      }),
      { params: Promise.resolve({ id }) },
    );
    const back = await json(
      await patchEvent(
        req(`/api/admin/events/${id}`, { method: "PATCH", body: { status: "draft" } }),
        { params: Promise.resolve({ id }) },
      ),
    );
    expect(back.body.event).toMatchObject({ status: "draft", publish_at: null });
    expect(await getPublicEventBySlug(slug)).toBeNull();
  });
});
