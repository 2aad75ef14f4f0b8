// A 404 outside the marketing pages' layout: it brings the site's header and footer itself.
import { NotFoundContent, notFoundMetadata } from "@/components/layout/not-found-content";
import { SiteChrome } from "@/components/layout/site-chrome";

export const metadata = notFoundMetadata;

export default function NotFound() {
  return (
    <SiteChrome>
      <NotFoundContent />
    </SiteChrome>
  );
}
