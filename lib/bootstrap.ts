// Brings the database to the current schema and fills an empty one with demo content when a
// server starts.
import "server-only";
import { ensureAdminFromEnv } from "./auth/admin-bootstrap";
import { getDb } from "./db/client";
import { seedDemoContent } from "./db/seed";

export async function bootstrap(): Promise<void> {
  const started = Date.now();
  await getDb();
  await ensureAdminFromEnv();
  const seeded = await seedDemoContent();
  const added = seeded.posts + seeded.useCases;
  console.log(
    `[db] ready in ${Date.now() - started} ms${added ? ` (seeded ${seeded.posts} posts, ${seeded.useCases} use cases)` : ""}`,
  );
}
