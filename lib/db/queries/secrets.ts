import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "../client";
import { appSecrets } from "../schema";

/** The stored secret `name`, created from `generate()` once: the first insert wins and every
 * starting instance reads it back. */
export async function getOrCreateSecret({
  name,
  generate,
}: {
  name: string;
  generate: () => string;
}): Promise<string> {
  const db = await getDb();
  await db.insert(appSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name))
    .limit(1);
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
