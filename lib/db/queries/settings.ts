import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "../client";
import { siteSettings } from "../schema";

/** An owner's setting, or undefined when it was never saved. */
export async function readSetting(name: string): Promise<unknown> {
  const db = await getDb();
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.name, name));
  return row?.value;
}

export async function writeSetting(name: string, value: unknown, by: string) {
  const db = await getDb();
  await db
    .insert(siteSettings)
    .values({ name, value, updatedBy: by })
    .onConflictDoUpdate({
      target: siteSettings.name,
      set: { value, updatedBy: by, updatedAt: new Date() },
    });
}

/** The owners' rule that editors see only the leads assigned to them. */
export const EDITORS_OWN_LEADS_ONLY = "editors_own_leads_only";

export async function editorsOwnLeadsOnly(): Promise<boolean> {
  return (await readSetting(EDITORS_OWN_LEADS_ONLY)) === true;
}
