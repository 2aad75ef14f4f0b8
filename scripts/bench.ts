// `npm run bench`: speed and memory of the hot paths, on an in-memory database.
// Prints one line per measurement; nothing here is asserted (tests never time things).
export {};

process.env.DATA_DIR = "memory://";

const { extractContactInfo, emptyContact } = await import("../lib/chat/extraction");
const { ruleBasedReply } = await import("../lib/chat/rules");
const { assistantBrand } = await import("../content/assistant");
const { sanitizeHtml } = await import("../lib/utils/html");
const { getDb } = await import("../lib/db/client");
const { seedDemoContent } = await import("../lib/seed");
const { listPublishedPosts, listTags } = await import("../lib/db/queries/blog");

async function measure(name: string, runs: number, fn: () => unknown | Promise<unknown>) {
  for (let i = 0; i < Math.min(20, runs); i++) await fn(); // warm up
  const started = performance.now();
  for (let i = 0; i < runs; i++) await fn();
  const ms = performance.now() - started;
  console.log(
    `${name.padEnd(40)} ${(ms / runs).toFixed(3).padStart(9)} ms/op  ${Math.round(
      (runs / ms) * 1000,
    )
      .toString()
      .padStart(8)} ops/s`,
  );
}

const messages = [
  "Hi, I'm Dana Whitfield from Sunridge Dental, reach me at dana@sunridge.example or (512) 555-0142",
  "We need help with marketing automation and our CRM is a mess",
  "my name is carlos mendez and I work for Hill Country HVAC",
  "How much does the Growth package cost?",
];
let i = 0;
const brand = assistantBrand();
await measure("chat: extract contact details", 20_000, () =>
  extractContactInfo(messages[i++ % messages.length] ?? "", emptyContact()),
);
await measure("chat: rule-based reply", 20_000, () =>
  ruleBasedReply(messages[i++ % messages.length] ?? "", brand),
);
const article = `<h2>Title</h2>${"<p>Some <strong>text</strong> with <a href='https://x.io'>a link</a>.</p>".repeat(60)}<script>x()</script>`;
await measure("html: sanitise a 60-paragraph article", 500, () => sanitizeHtml(article));

const t0 = performance.now();
await getDb();
console.log(
  `${"db: open + migrate (PGlite, memory)".padEnd(40)} ${(performance.now() - t0).toFixed(0).padStart(9)} ms`,
);
await seedDemoContent();
await measure("db: blog list page 1", 300, () => listPublishedPosts({ page: 1, limit: 6 }));
await measure("db: blog search 'automation'", 300, () =>
  listPublishedPosts({ page: 1, limit: 6, search: "automation" }),
);
await measure("db: tag counts", 300, () => listTags());

// Lead saves, each database in its own process (the database client is one per process).
const { spawnSync } = await import("node:child_process");
const pg = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
// The third and fourth: a chat's later saves. The fifth: 100 saves a second for 20 s on PostgreSQL, each lead announced by webhook through
// three racing workers, counting notifications that arrive twice (target 0).
const runs: Array<Record<string, string>> = [
  { DATA_DIR: "memory://" },
  { DATABASE_URL: pg },
  { DATA_DIR: "memory://", BENCH_LATER: "1" },
  { DATABASE_URL: pg, BENCH_LATER: "1" },
  { DATABASE_URL: pg, BENCH_RATE: "100", BENCH_SECONDS: "20", BENCH_WEBHOOK: "1" },
];
for (const extra of runs) {
  const child = spawnSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "scripts/bench-leads.ts"],
    { env: { ...process.env, ...extra }, encoding: "utf8" },
  );
  const line = child.stdout.trim().split("\n").at(-1);
  console.log(
    child.status === 0 && line
      ? line
      : `lead save (${"DATABASE_URL" in extra ? "PostgreSQL" : "PGlite"}): not measured (${child.stderr.trim().split("\n").at(-1)})`,
  );
}

// A search with 200 articles, on each database.
for (const extra of runs.slice(0, 2)) {
  const child = spawnSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "scripts/bench-search.ts"],
    { env: { ...process.env, ...extra }, encoding: "utf8" },
  );
  console.log(
    child.status === 0
      ? child.stdout.trim().split("\n").slice(-2).join("\n")
      : `search (${"DATABASE_URL" in extra ? "PostgreSQL" : "PGlite"}): not measured (${child.stderr.trim().split("\n").at(-1)})`,
  );
}

const mem = process.memoryUsage();
console.log(
  `${"memory: rss / heap used".padEnd(40)} ${(mem.rss / 2 ** 20).toFixed(0)} MiB / ${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB`,
);
process.exit(0);
