// A post's or use case's status, and the mark of an AI draft. The words carry the meaning; the
// colours only repeat it (each pair is AA on its tint).
import { Sparkles } from "@/components/ui/icons";
import { cn } from "@/lib/utils/cn";
import type { PostStatus } from "@/lib/validations/studio";

const STATUS_LABELS: Record<PostStatus, string> = {
  draft: "Draft",
  in_review: "In review",
  scheduled: "Scheduled",
  published: "Published",
};

const styles: Record<PostStatus, string> = {
  draft: "bg-slate-100 text-slate-800 ring-slate-300",
  in_review: "bg-amber-50 text-amber-900 ring-amber-200",
  scheduled: "bg-sky-50 text-sky-900 ring-sky-200",
  published: "bg-emerald-50 text-emerald-900 ring-emerald-200",
};

const badge =
  "inline-flex items-center gap-1 whitespace-nowrap rounded-pill px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset";

export function ContentStatusBadge({ status }: { status: PostStatus }) {
  return <span className={cn(badge, styles[status])}>{STATUS_LABELS[status]}</span>;
}

export function AiBadge() {
  return (
    <span className={cn(badge, "bg-violet-50 text-violet-900 ring-violet-200")}>
      <Sparkles className="size-3.5" aria-hidden />
      AI draft
    </span>
  );
}
