// Brings the database to the current schema when a server starts.
import "server-only";
import { getDb } from "./client";

export async function bootstrap(): Promise<void> {
  const started = Date.now();
  await getDb();
  console.log(`[db] ready in ${Date.now() - started} ms`);
}
