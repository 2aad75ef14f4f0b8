// A 404 outside every layout below the root. Unknown paths are caught by the marketing pages'
// own 404 (app/(marketing)/[...path]), which brings the header and footer; this one stays bare,
// because Next sends the root not-found page inside every page's RSC payload, and the site's
// chrome there cost every page about 15 KB.
import Link from "next/link";
import { notFoundMetadata } from "@/components/layout/not-found-content";

export const metadata = notFoundMetadata;

export default function NotFound() {
  return (
    <main id="main" className="wrap nf">
      <h1>Oops! Page not found</h1>
      <Link href="/" className="btn pri lg mt-8">
        Return to Home
      </Link>
    </main>
  );
}
