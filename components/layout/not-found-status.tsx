// A page that draws its own "not found" text and answers 404: Next 16 renders notFound() only in
// the browser (Next issue 62228). Thrown inside Suspense on a page rendered whole, it sets the 404
// and keeps the HTML; the segment's not-found.tsx must draw the same thing.
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
