// The proof the public pages show and the owner edits: each item from the database when it has
// it (seeded once from content/, lib/seed.ts), else the demo's. A save is audited and refreshes
// the pages that show it, like a post's.
import "server-only";
import { ApiError } from "@/lib/api/errors";
import { audit, type RequestMeta } from "@/lib/auth/audit";
import { expireTags } from "@/lib/content/cache";
import { CONTENT_TAGS } from "@/lib/content/cache-tags";
import { listProofRows, type ProofRow, proofRow, updateProofRow } from "@/lib/db/queries/proof";
import type { PublicUser } from "@/lib/db/queries/users";
import {
  type ProofData,
  type ProofItem,
  type ProofKind,
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

/** Every item, the database's over the demo's. A database that cannot be read fails the page's
 * regeneration, which keeps the page as it was, rather than drawing the demo's proof anew. */
export async function allProof(): Promise<ProofItem[]> {
  const rows = await listProofRows();
  const stored = new Map(rows.map((r) => [r.id, itemOf(r)]));
  return defaultProof().flatMap((seed) => {
    const item = stored.get(seed.id) ?? itemOf(seed);
    // A stored item that no longer reads as its kind shows the demo's words.
    return [{ ...item, data: item.data ?? seed.data } as ProofItem];
  });
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

/** An owner's or editor's save: new words (marked theirs), or the demo's kept and confirmed. */
export async function saveProof(input: ProofSave, user: PublicUser, meta: RequestMeta) {
  const row = await proofRow(input.id);
  if (!row) throw new ApiError("not_found", 404, "No such item of proof");
  const before = itemOf(row);
  let data: Record<string, unknown> = before.data ?? {};
  if (!input.confirm) {
    const parsed = proofDataSchemas[row.kind].safeParse(input.data ?? {});
    if (!parsed.success) {
      // The kinds' messages name their field in the editor's words ("Figure is required").
      const message = parsed.error.issues[0]?.message ?? "These words cannot be saved";
      throw new ApiError("bad_request", 400, message);
    }
    data = parsed.data;
  }
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
  const item = itemOf(saved) as ProofItem;
  await audit(meta, {
    action: "content_updated",
    user,
    details: { kind: "proof", title: proofTitle(item), confirmed: Boolean(input.confirm) },
  });
  expireTags([CONTENT_TAGS.proof]);
  return { item };
}
