// What the audit log calls a change to a post or use case, from its state before and after
// (null: it did not exist yet, or was deleted).
type Stated = { status: string } | null;

export function contentAuditAction(before: Stated, after: Stated) {
  if (!after) return "content_deleted" as const;
  const was = before?.status === "published";
  const is = after.status === "published";
  const scheduled = after.status === "scheduled" && before?.status !== "scheduled";
  if (!before) {
    if (scheduled) return "content_scheduled" as const;
    return is ? ("content_published" as const) : ("content_created" as const);
  }
  if (scheduled) return "content_scheduled" as const;
  if (!was && is) return "content_published" as const;
  if (was && !is) return "content_unpublished" as const;
  return "content_updated" as const;
}
