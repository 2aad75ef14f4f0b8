import Link from "next/link";
import "./blog.css";

/** A page of the blog's list that does not exist: a page number past the last, or a tag no
 * article carries (app/(marketing)/blog/(list)/not-found.tsx draws the same). */
export function BlogListNotFound() {
  return (
    <div className="wrap py-12 sm:py-16">
      <div className="empty">
        <p className="text-xl font-semibold text-ink">No articles found</p>
        <p className="mt-2">
          Try adjusting your search or filters: this page of the blog doesn't exist.
        </p>
        <Link href="/blog" className="more mt-6">
          Show all articles
        </Link>
      </div>
    </div>
  );
}
