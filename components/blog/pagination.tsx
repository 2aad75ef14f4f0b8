import Link from "next/link";
import { pageWindow } from "@/lib/blog";
import "./blog.css";

/** Previous, up to five page numbers, Next (app/site.css `.pag`; arrows drawn by the stylesheet). */
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
    <nav aria-label="Pagination" className="pag">
      {page > 1 ? (
        <Link href={href(page - 1)} className="prev" rel="prev">
          Previous
        </Link>
      ) : (
        <span className="prev" aria-disabled="true">
          Previous
        </span>
      )}
      <ul>
        {pages.map((n) => (
          <li key={n}>
            <Link
              href={href(n)}
              aria-label={`Page ${n}`}
              {...(n === page ? { "aria-current": "page" as const } : {})}
            >
              {n}
            </Link>
          </li>
        ))}
      </ul>
      {page < totalPages ? (
        <Link href={href(page + 1)} className="next" rel="next">
          Next
        </Link>
      ) : (
        <span className="next" aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
