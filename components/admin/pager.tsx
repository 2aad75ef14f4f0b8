// Page controls for the admin lists: links when the list renders from its address, else buttons.
import Link from "next/link";
import type { ReactNode } from "react";
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
  href,
}: {
  page: number;
  pages: number;
  total: number;
  limit: number;
  label: string;
} & (
  | { onPage: (page: number) => void; href?: never }
  | { href: (page: number) => string; onPage?: never }
)) {
  if (total === 0) return null;
  // A link, or a button, to page `n`; disabled is a button either way (a link cannot be).
  const to = (
    n: number,
    className: string,
    children: ReactNode,
    extra: { disabled?: boolean; "aria-label"?: string; "aria-current"?: "page" } = {},
  ) =>
    href && !extra.disabled ? (
      <Link
        href={href(n)}
        className={className}
        aria-label={extra["aria-label"]}
        aria-current={extra["aria-current"]}
      >
        {children}
      </Link>
    ) : (
      <button type="button" className={className} {...extra} onClick={onPage && (() => onPage(n))}>
        {children}
      </button>
    );
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
          {to(
            Math.min(page - 1, pages),
            cn(item, "border border-line bg-white hover:bg-brand-50"),
            <>
              <ChevronLeft className="size-4" aria-hidden />
              Previous
            </>,
            { disabled: page <= 1 },
          )}
          <ul className="flex items-center gap-1 max-sm:hidden">
            {pageWindow(page, pages).map((n) => (
              <li key={n}>
                {to(
                  n,
                  cn(
                    item,
                    n === page
                      ? "bg-brand-600 text-white"
                      : "border border-line bg-white text-ink hover:bg-brand-50",
                  ),
                  n,
                  { "aria-label": `Page ${n}`, "aria-current": n === page ? "page" : undefined },
                )}
              </li>
            ))}
          </ul>
          {to(
            page + 1,
            cn(item, "border border-line bg-white hover:bg-brand-50"),
            <>
              Next
              <ChevronRight className="size-4" aria-hidden />
            </>,
            { disabled: page >= pages },
          )}
        </div>
      )}
    </nav>
  );
}
