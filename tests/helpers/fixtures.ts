// Known blog posts, use cases and events for API tests (independent of the demo content).
import { upsertPost } from "@/lib/db/queries/blog";
import { insertEvent } from "@/lib/db/queries/events";
import { upsertUseCase } from "@/lib/db/queries/use-cases";
import type { NewEvent } from "@/lib/db/schema";

export const day = (n: number) => new Date(Date.UTC(2026, 0, n, 15));

/** 14 published posts (newest = post-14), one draft, one scheduled in the future. */
export async function seedFixturePosts() {
  for (let i = 1; i <= 14; i++) {
    await upsertPost({
      slug: `post-${i}`,
      title: i === 7 ? "Automate Your Workflow with 50% Less Effort" : `Fixture Post ${i}`,
      excerpt: `Excerpt ${i}`,
      content:
        i === 3
          ? "<p>We connect QuickBooks to your CRM.</p><script>alert(1)</script>"
          : `<p>Body ${i}</p>`,
      featuredImageUrl: i % 4 === 0 ? null : `/images/blog/post-${i}.svg`,
      isFeatured: i === 5 || i === 12,
      status: "published",
      tags: i % 2 === 0 ? ["CRM", "AI Automation"] : i % 3 === 0 ? ["SEO"] : ["AI Automation"],
      authorName: "Priya Natarajan",
      authorAvatar: null,
      authorBio: "Co-founder",
      publishedAt: day(i),
      updatedAt: day(i),
      metaDescription: `Meta ${i}`,
      metaKeywords: "ai, automation",
    });
  }
  await upsertPost({
    slug: "draft-post",
    title: "Draft Workflow Secrets",
    content: "<p>Not yet</p>",
    status: "draft",
    tags: ["Secret"],
    authorName: "X",
    publishedAt: null,
  });
  await upsertPost({
    slug: "scheduled-post",
    title: "Scheduled Workflow",
    content: "<p>Later</p>",
    status: "published",
    tags: ["Future"],
    authorName: "X",
    publishedAt: new Date(Date.now() + 7 * 86_400_000),
  });
}

export async function seedFixtureUseCases() {
  await upsertUseCase({
    slug: "dental-after-hours",
    title: "After-hours booking for a dental practice",
    industry: "Healthcare - Dental Practice",
    imageUrl: "/images/use-cases/dental.svg",
    challenge: '<p>Missed calls.</p><img src="x" onerror="alert(1)">',
    solution: "<p>A chat assistant.</p>",
    results: ["62% more booked consultations", "$18,000 saved"],
    position: 1,
  });
  await upsertUseCase({
    slug: "store-dashboard",
    title: "One dashboard for an online store",
    industry: "E-commerce",
    imageUrl: null,
    challenge: "<p>Three tools.</p>",
    solution: "<p>One dashboard.</p>",
    results: ["3x faster reporting"],
    position: 0,
  });
}

/** Creates an admin (once per database) and returns a fresh bearer token for it. */
export async function adminToken(email = "owner@bluebonnet.test"): Promise<string> {
  const { hashPassword } = await import("@/lib/auth/password");
  const { startSession } = await import("@/lib/auth/session");
  const { createAdmin, findUserCredentials } = await import("@/lib/db/queries/users");
  const admin =
    (await createAdmin({
      email,
      name: "Marcus Reyes",
      passwordHash: await hashPassword("correct-horse-battery-staple"),
    })) ?? (await findUserCredentials({ email }));
  if (!admin) throw new Error("no admin");
  return (await startSession({ userId: admin.id })).token;
}

/** GET /api/admin/leads/{id} as the admin holding `token`: the lead's page data. */
export async function leadAsAdmin(token: string, id: string) {
  const { GET } = await import("@/app/api/admin/leads/[id]/route");
  const res = await GET(
    new Request(`http://localhost/api/admin/leads/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    }),
    { params: Promise.resolve({ id }) },
  );
  return res.json();
}

/** A published event tomorrow, with no tickets unless given. */
export function seedEvent(values: Pick<NewEvent, "slug" | "title"> & Partial<NewEvent>) {
  return insertEvent({
    summary: "",
    bodyMarkdown: "",
    startsAt: new Date(Date.now() + 86_400_000),
    endsAt: new Date(Date.now() + 90_000_000),
    timeZone: "America/Chicago",
    meetingUrl: null,
    recordingUrl: null,
    materialsUrl: null,
    capacity: null,
    hosts: [],
    tickets: [],
    status: "published",
    publishAt: null,
    ...values,
  });
}
