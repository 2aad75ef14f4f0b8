// Page controls for the admin lists: Previous, up to five page numbers, Next.
import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { pageWindow } from "@/lib/blog";
import { cn } from "@/lib/utils/cn";

const item =
  "inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-lg px-3 text-sm font-medium disabled:cursor-not-allowed disabled:text-slate-400";

export function Pager({
  page,
  pages,
  total,
  limit,
  label,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  limit: number;
  label: string;
  onPage: (page: number) => void;
}) {
  if (total === 0) return null;
  const first = Math.min(total, (page - 1) * limit + 1);
  const last = Math.min(total, page * limit);
  return (
    <nav
      aria-label={label}
      className="flex flex-col items-center justify-between gap-3 border-t border-line px-4 py-3 sm:flex-row"
    >
      <p className="text-sm text-muted">
        {page <= pages ? (
          <>
            Showing <span className="font-semibold text-ink">{first}</span>–
            <span className="font-semibold text-ink">{last}</span> of{" "}
            <span className="font-semibold text-ink">{total}</span>
          </>
        ) : (
          <>
            Page {page} is past the last page ({pages})
          </>
        )}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={cn(item, "border border-line bg-white hover:bg-brand-50")}
            disabled={page <= 1}
            onClick={() => onPage(Math.min(page - 1, pages))}
          >
            <ChevronLeft className="size-4" aria-hidden />
            Previous
          </button>
          <ul className="flex items-center gap-1 max-sm:hidden">
            {pageWindow(page, pages).map((n) => (
              <li key={n}>
                <button
                  type="button"
                  aria-label={`Page ${n}`}
                  aria-current={n === page ? "page" : undefined}
                  onClick={() => onPage(n)}
                  className={cn(
                    item,
                    n === page
                      ? "bg-brand-600 text-white"
                      : "border border-line bg-white text-ink hover:bg-brand-50",
                  )}
                >
                  {n}
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={cn(item, "border border-line bg-white hover:bg-brand-50")}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            Next
            <ChevronRight className="size-4" aria-hidden />
          </button>
        </div>
      )}
    </nav>
  );
}
