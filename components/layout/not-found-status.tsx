// A page that shows its own "not found" text and answers 404. Next 16 renders a page's notFound()
// only in the browser: the server's HTML for it is an empty shell, blank without JavaScript and
// to crawlers that don't run it (Next issue 62228). Thrown inside a Suspense boundary of a page
// the server renders whole (a cached page, not a streamed one), it still makes the answer a 404,
// while the HTML keeps what the page drew. The browser then swaps in the segment's not-found.tsx,
// which must draw the same thing.
import { notFound } from "next/navigation";
import { type ReactNode, Suspense } from "react";

async function Gone(): Promise<null> {
  notFound();
}

export function NotFoundPage({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <Gone />
      </Suspense>
    </>
  );
}
