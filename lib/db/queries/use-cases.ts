import "server-only";
import { and, asc, count, eq } from "drizzle-orm";
import { sanitizeHtml } from "@/lib/utils/html";
import { getDb } from "../client";
import { type NewUseCase, useCases } from "../schema";

const publicColumns = {
  id: useCases.id,
  slug: useCases.slug,
  title: useCases.title,
  industry: useCases.industry,
  imageUrl: useCases.imageUrl,
  challenge: useCases.challenge,
  solution: useCases.solution,
  results: useCases.results,
};

// Drafts and use cases in review are the studio's alone.
export const isPublished = () => eq(useCases.status, "published");

export async function listUseCases() {
  const db = await getDb();
  return db
    .select(publicColumns)
    .from(useCases)
    .where(isPublished())
    .orderBy(asc(useCases.position), asc(useCases.title));
}

export async function getUseCaseBySlug({ slug }: { slug: string }) {
  const db = await getDb();
  const [row] = await db
    .select(publicColumns)
    .from(useCases)
    .where(and(isPublished(), eq(useCases.slug, slug)))
    .limit(1);
  return row ?? null;
}

/** Creates or updates a use case by slug; challenge and solution are sanitised on write. */
export async function upsertUseCase(input: Omit<NewUseCase, "id" | "createdAt" | "updatedAt">) {
  const db = await getDb();
  const values = {
    ...input,
    challenge: sanitizeHtml(input.challenge),
    solution: sanitizeHtml(input.solution),
  };
  const [row] = await db
    .insert(useCases)
    .values(values)
    .onConflictDoUpdate({ target: useCases.slug, set: values })
    .returning({ id: useCases.id });
  if (!row) throw new Error("upsert returned no row");
  return row;
}

export async function countUseCases(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ total: count() }).from(useCases);
  return Number(row?.total ?? 0);
}
