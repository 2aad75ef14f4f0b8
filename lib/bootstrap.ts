// Migrates the database and seeds an empty one at start. A database down at start must not take
// the site down: static pages are served, data endpoints answer 503, and this retries.
import "server-only";
import { ensureAdminFromEnv } from "./auth/admin-bootstrap";
import { getDb } from "./db/client";
import { isDatabaseUnavailable } from "./db/errors";
import { startJobs } from "./jobs/start";
import { finishDeliveries } from "./notify/deliver";
import { seedDemoContent } from "./seed";
import { onShutdown, SHUTDOWN_ORDER } from "./shutdown";

const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;

async function prepare(): Promise<void> {
  const started = Date.now();
  await getDb();
  await ensureAdminFromEnv();
  const seeded = await seedDemoContent();
  startJobs();
  // Deliveries a request started after its answer end before the database closes, jobs or not.
  onShutdown("deliveries", SHUTDOWN_ORDER.workers + 1, finishDeliveries);
  const added = seeded.posts + seeded.useCases + seeded.events;
  console.log(
    `[db] ready in ${Date.now() - started} ms${added ? ` (seeded ${seeded.posts} posts, ${seeded.useCases} use cases, ${seeded.events} events)` : ""}`,
  );
}

function retryLater(delay: number): void {
  const timer = setTimeout(() => {
    prepare().catch((err) => {
      if (!isDatabaseUnavailable(err)) return console.error("[db] start-up failed:", err);
      retryLater(Math.min(delay * 2, RETRY_MAX_MS));
    });
  }, delay);
  timer.unref();
}

export async function bootstrap(): Promise<void> {
  try {
    await prepare();
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    console.error(
      "[db] the database is unavailable at start: serving pages, answering 503 for data, retrying",
    );
    retryLater(RETRY_FIRST_MS);
  }
}
