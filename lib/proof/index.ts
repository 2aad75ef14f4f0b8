// The proof the public pages show and the owner edits: each item from the database when it has
// it (seeded once from content/, lib/seed.ts), else the demo's. A save is audited and refreshes
// the pages that show it, like a post's.
import "server-only";
import { randomUUID } from "node:crypto";
import { ApiError } from "@/lib/api/errors";
import { audit, type RequestMeta } from "@/lib/auth/audit";
import { expireTags } from "@/lib/content/cache";
import { CONTENT_TAGS } from "@/lib/content/cache-tags";
import {
  insertProofRow,
  listProofRows,
  type ProofRow,
  proofRow,
  removeProofRow,
  updateProofRow,
} from "@/lib/db/queries/proof";
import type { PublicUser } from "@/lib/db/queries/users";
import {
  PROOF_LIMITS,
  type ProofAdd,
  type ProofData,
  type ProofItem,
  type ProofKind,
  type ProofRemove,
  type ProofSave,
  proofDataSchemas,
} from "@/lib/validations/proof";
import { defaultProof } from "./defaults";

function itemOf(row: Pick<ProofRow, "id" | "kind" | "position" | "data"> & Partial<ProofRow>) {
  const parsed = proofDataSchemas[row.kind].safeParse(row.data);
  return {
    id: row.id,
    kind: row.kind,
    position: row.position,
    data: parsed.success ? parsed.data : null,
    demo: row.demo ?? true,
    updatedAt: (row.updatedAt ?? new Date(0)).toISOString(),
    updatedBy: row.updatedBy ?? null,
  };
}

/** Every item on the site: the database's over the demo's, the owner's additions after them, none
 * the owner removed. A database that cannot be read fails the page's regeneration, which keeps
 * the page as it was, rather than drawing the demo's proof anew. */
export async function allProof(): Promise<ProofItem[]> {
  const rows = await listProofRows();
  const stored = new Map(rows.map((r) => [r.id, r]));
  const removed = (id: string) => Boolean(stored.get(id)?.removedAt);
  const seeds = defaultProof();
  const seeded = new Set(seeds.map((s) => s.id));
  const fromSeeds = seeds.flatMap((seed) => {
    if (removed(seed.id)) return [];
    const row = stored.get(seed.id);
    const item = row ? itemOf(row) : itemOf(seed);
    // A stored item that no longer reads as its kind shows the demo's words.
    return [{ ...item, data: item.data ?? seed.data } as ProofItem];
  });
  const added = rows
    .filter((r) => !seeded.has(r.id) && !r.removedAt)
    .map(itemOf)
    .filter((i): i is typeof i & { data: NonNullable<typeof i.data> } => i.data !== null);
  return [...fromSeeds, ...(added as ProofItem[])];
}

/** The items of one kind, in order, for a page. */
export const proofOf = <K extends ProofKind>(items: ProofItem[], kind: K) =>
  items
    .filter((i): i is ProofItem<K> => i.kind === kind)
    .sort((a, b) => a.position - b.position)
    .map((i) => i.data as ProofData[K]);

/** How an item is named to the owner: "Return on Investment (300%)", "Danielle Ortiz". */
export function proofTitle(item: ProofItem): string {
  const d = item.data as Record<string, string | null>;
  if (item.kind === "result") return `${d.name} (${d.value})`;
  if (item.kind === "summary") return `${d.label} (${d.value})`;
  return d.name ?? item.id;
}

/** Every change of proof: audited by the piece's name, and the pages showing it refreshed. */
async function recorded(
  meta: RequestMeta,
  user: PublicUser,
  action: "content_created" | "content_updated" | "content_deleted",
  row: ProofRow,
  more: Record<string, unknown> = {},
): Promise<ProofItem> {
  const item = itemOf(row) as ProofItem;
  await audit(meta, { action, user, details: { kind: "proof", title: proofTitle(item), ...more } });
  expireTags([CONTENT_TAGS.proof]);
  return item;
}

/** An owner's or editor's save: new words (marked theirs), or the demo's kept and confirmed. */
export async function saveProof(input: ProofSave, user: PublicUser, meta: RequestMeta) {
  const row = await proofRow(input.id);
  if (!row || row.removedAt) throw new ApiError("not_found", 404, "No such item of proof");
  // The kinds' messages name their field in the editor's words ("Figure is required").
  const data = input.confirm ? (itemOf(row).data ?? {}) : wordsOf(row.kind, input.data);
  const saved = await updateProofRow(
    row.id,
    { data, by: user.name || user.email },
    new Date(input.if_unmodified_since),
  );
  if (!saved) {
    throw new ApiError(
      "edit_conflict",
      409,
      "Someone saved this item meanwhile: reload to see their version before you change it.",
    );
  }
  const item = await recorded(meta, user, "content_updated", saved, {
    confirmed: Boolean(input.confirm),
  });
  return { item };
}

function wordsOf(kind: ProofKind, data: unknown): Record<string, unknown> {
  const parsed = proofDataSchemas[kind].safeParse(data ?? {});
  if (!parsed.success) {
    throw new ApiError(
      "bad_request",
      400,
      parsed.error.issues[0]?.message ?? "These words cannot be saved",
    );
  }
  return parsed.data;
}

/** A testimonial or team member the owner adds, shown after the others. */
export async function addProof(input: ProofAdd, user: PublicUser, meta: RequestMeta) {
  const data = wordsOf(input.kind, input.data);
  const limit = PROOF_LIMITS[input.kind];
  const row = await insertProofRow(
    {
      id: `${input.kind}:${randomUUID().slice(0, 8)}`,
      kind: input.kind,
      data,
      by: user.name || user.email,
    },
    limit,
  );
  if (!row) {
    throw new ApiError(
      "conflict",
      409,
      `There can be at most ${limit} of these: remove one first.`,
    );
  }
  return { item: await recorded(meta, user, "content_created", row) };
}

/** Takes a testimonial or team member off the site (never the last one of its kind). */
export async function removeProof(input: ProofRemove, user: PublicUser, meta: RequestMeta) {
  const row = await proofRow(input.id);
  if (!row || row.removedAt) throw new ApiError("not_found", 404, "No such item of proof");
  if (!(row.kind in PROOF_LIMITS)) {
    throw new ApiError("bad_request", 400, "Figures can be changed but not removed");
  }
  const result = await removeProofRow(
    row.id,
    new Date(input.if_unmodified_since),
    user.name || user.email,
  );
  if (result === "last") {
    throw new ApiError(
      "conflict",
      409,
      "This is the last one: change its words instead of removing it.",
    );
  }
  if (result === "stale") {
    throw new ApiError(
      "edit_conflict",
      409,
      "Someone saved this item meanwhile: reload to see their version before you remove it.",
    );
  }
  await recorded(meta, user, "content_deleted", result);
  return { removed: row.id };
}
