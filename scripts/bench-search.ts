// `npm run bench`: a blog search's and the assistant's sources' latency with 200 articles on the
// environment's database (copies of the demo ones, slugs bench-search-*, removed afterwards).
import { seedPosts } from "../content/demo/blog";

const { getDb } = await import("../lib/db/client");
const { listPublishedPosts, upsertPost } = await import("../lib/db/queries/blog");
const { searchKnowledge } = await import("../lib/db/queries/knowledge");
const { seedDemoContent } = await import("../lib/seed");
const { posts } = await import("../lib/db/schema");
const { like } = await import("drizzle-orm");

const db = await getDb();
const prefix = "bench-search-";
await db.delete(posts).where(like(posts.slug, `${prefix}%`));
await seedDemoContent();
const { total } = await listPublishedPosts({ page: 1, limit: 1 });
for (let i = 0; total + i < 200; i++) {
  const p = seedPosts[i % seedPosts.length];
  if (!p) break;
  await upsertPost({
    slug: `${prefix}${i}`,
    title: `${p.title} (part ${i})`,
    excerpt: p.excerpt,
    content: p.content,
    status: "published",
    tags: p.tags,
    authorName: "Bench",
    publishedAt: new Date(Date.parse(p.publishedAt) - i * 86_400_000),
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function timed(name: string, runs: number, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await fn(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return `${name}: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`;
}

const queries = ["crm", "after hours leads", "automation roi", "zapier", "privacy checklist"];
const messages = [
  "How can we capture leads that come in after hours?",
  "Is it worth replacing our SaaS subscriptions with custom software?",
  "We use HubSpot and QuickBooks, can you connect them?",
];
const where = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
const lines = [
  await timed(`search, blog (${where}, 200 articles)`, 300, (i) =>
    listPublishedPosts({ page: 1, limit: 6, search: queries[i % queries.length] }),
  ),
  await timed(`search, assistant sources (${where})`, 300, (i) =>
    searchKnowledge(messages[i % messages.length] ?? ""),
  ),
];
await db.delete(posts).where(like(posts.slug, `${prefix}%`));
console.log(lines.join("\n"));
process.exit(0);
