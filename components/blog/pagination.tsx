import Link from "next/link";
import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { pageWindow } from "@/lib/blog";
import { cn } from "@/lib/utils/cn";

const itemClass =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-medium";

export function Pagination({
  page,
  totalPages,
  href,
}: {
  page: number;
  totalPages: number;
  href: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  return (
    <nav aria-label="Pagination" className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link
          href={href(page - 1)}
          className={cn(itemClass, "border border-line bg-white hover:bg-brand-50")}
          rel="prev"
        >
          <ChevronLeft className="size-4" aria-hidden />
          Previous
        </Link>
      ) : (
        <span
          className={cn(itemClass, "cursor-not-allowed border border-line text-slate-400")}
          aria-disabled="true"
        >
          <ChevronLeft className="size-4" aria-hidden />
          Previous
        </span>
      )}
      <ul className="flex items-center gap-1">
        {pages.map((n) => (
          <li key={n}>
            <Link
              href={href(n)}
              aria-label={`Page ${n}`}
              aria-current={n === page ? "page" : undefined}
              className={cn(
                itemClass,
                n === page
                  ? "bg-brand-600 text-white"
                  : "border border-line bg-white text-ink hover:bg-brand-50",
              )}
            >
              {n}
            </Link>
          </li>
        ))}
      </ul>
      {page < totalPages ? (
        <Link
          href={href(page + 1)}
          className={cn(itemClass, "border border-line bg-white hover:bg-brand-50")}
          rel="next"
        >
          Next
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : (
        <span
          className={cn(itemClass, "cursor-not-allowed border border-line text-slate-400")}
          aria-disabled="true"
        >
          Next
          <ChevronRight className="size-4" aria-hidden />
        </span>
      )}
    </nav>
  );
}
