// The studio's rules for use cases: sanitised HTML, unique slugs, only published ones public,
// every write audited and the affected pages refreshed.
import "server-only";
import { ApiError } from "@/lib/api/errors";
import { audit, type RequestMeta } from "@/lib/auth/audit";
import { isUniqueViolation } from "@/lib/db/errors";
import { currentAddress } from "@/lib/db/queries/studio-addresses";
import {
  contentExists,
  getUseCaseForStudio,
  takenUseCaseSlugs,
} from "@/lib/db/queries/studio-read";
import {
  deleteUseCaseBySlug,
  insertUseCase,
  updateUseCaseBySlug,
} from "@/lib/db/queries/studio-write";
import type { NewUseCase, UseCase } from "@/lib/db/schema";
import { sanitizeHtml } from "@/lib/utils/html";
import type { UseCaseCreate, UseCasePatch } from "@/lib/validations/studio";
import { contentAuditAction } from "./audit-action";
import { expireTags } from "./cache";
import { changedUseCaseTags } from "./cache-tags";
import { renderMarkdown } from "./markdown";
import { type Admin, editConflict } from "./posts";
import { scheduledAt } from "./schedule";
import { slugify, uniqueSlug } from "./slug";

const slugTaken = (slug: string) =>
  new ApiError("conflict", 409, `Another use case already uses the address /use-cases/${slug}.`);
const notFound = () => new ApiError("not_found", 404, "Use case not found");

async function record(
  meta: RequestMeta,
  admin: Admin,
  before: UseCase | null,
  after: UseCase | null,
) {
  const row = after ?? before;
  if (!row) return;
  await audit(meta, {
    action: contentAuditAction(before, after),
    user: admin,
    details: { kind: "use_case", slug: row.slug, title: row.title, status: after?.status ?? null },
  });
  expireTags(changedUseCaseTags(before, after));
}

function htmlFields(input: UseCasePatch): Partial<NewUseCase> {
  const set: Partial<NewUseCase> = {};
  if (input.title !== undefined) set.title = input.title;
  if (input.slug !== undefined) set.slug = input.slug;
  if (input.industry !== undefined) set.industry = input.industry;
  if (input.image_url !== undefined) set.imageUrl = input.image_url;
  if (input.challenge_markdown !== undefined) {
    set.challenge = renderMarkdown(input.challenge_markdown);
    set.challengeMarkdown = input.challenge_markdown;
  } else if (input.challenge !== undefined) {
    set.challenge = sanitizeHtml(input.challenge);
    set.challengeMarkdown = null;
  }
  if (input.solution_markdown !== undefined) {
    set.solution = renderMarkdown(input.solution_markdown);
    set.solutionMarkdown = input.solution_markdown;
  } else if (input.solution !== undefined) {
    set.solution = sanitizeHtml(input.solution);
    set.solutionMarkdown = null;
  }
  if (input.results !== undefined) set.results = input.results;
  if (input.position !== undefined) set.position = input.position;
  if (input.status !== undefined) set.status = input.status;
  return set;
}

export async function createUseCase(input: UseCaseCreate, admin: Admin, meta: RequestMeta) {
  const base = slugify(input.title);
  const slug = input.slug ?? uniqueSlug(base, await takenUseCaseSlugs(base));
  let row: UseCase;
  try {
    row = await insertUseCase({
      ...(htmlFields(input) as NewUseCase),
      slug,
      results: input.results,
      position: input.position ?? 0,
      status: input.status,
      publishAt: scheduledAt(input.status, input.publish_at, null),
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken(slug);
    throw err;
  }
  await record(meta, admin, null, row);
  return row;
}

export async function updateUseCase(
  slug: string,
  patch: UseCasePatch,
  admin: Admin,
  meta: RequestMeta,
) {
  const before = await getUseCaseForStudio(slug);
  if (!before) {
    throw (await currentAddress("use case", slug)) ? editConflict("use case") : notFound();
  }
  const seen = patch.if_unmodified_since ? new Date(patch.if_unmodified_since) : undefined;
  if (seen && before.updatedAt.getTime() !== seen.getTime()) throw editConflict("use case");
  const set: Partial<NewUseCase> = { ...htmlFields(patch), updatedAt: new Date() };
  if (patch.publish_at !== undefined || (patch.status && patch.status !== before.status)) {
    set.publishAt = scheduledAt(patch.status ?? before.status, patch.publish_at, before.publishAt);
  }
  let after: UseCase | null;
  try {
    // The version read above, even when the client sent none (see updatePost).
    after = await updateUseCaseBySlug(slug, set, seen ?? before.updatedAt);
  } catch (err) {
    if (isUniqueViolation(err) && patch.slug) throw slugTaken(patch.slug);
    throw err;
  }
  // Changed (renamed too) or deleted by another save between the read above and this write.
  if (!after) {
    throw (await contentExists("use case", before.id)) ? editConflict("use case") : notFound();
  }
  await record(meta, admin, before, after);
  return after;
}

export async function deleteUseCase(slug: string, admin: Admin, meta: RequestMeta) {
  const before = await deleteUseCaseBySlug(slug);
  if (!before) throw notFound();
  await record(meta, admin, before, null);
}
