// A notFound() outside the public pages (the admin's): bare, because Next sends the root not-found
// page inside every page's data. Unknown addresses get app/global-not-found.tsx, with the chrome.
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
