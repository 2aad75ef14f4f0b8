// A 404 among the marketing pages: their layout already draws the header and footer once.
import { NotFoundContent, notFoundMetadata } from "@/components/layout/not-found-content";

export const metadata = notFoundMetadata;

export default function MarketingNotFound() {
  return <NotFoundContent />;
}
