// A page of the use cases' list that does not exist (list/[page] draws the same). Unknown
// addresses elsewhere are app/global-not-found.tsx: no marketing-wide not-found boundary, since Next
// writes one into every page's data below it.
import { NotFoundContent, notFoundMetadata } from "@/components/layout/not-found-content";

export const metadata = notFoundMetadata;

export default function UseCasesListNotFound() {
  return <NotFoundContent />;
}
