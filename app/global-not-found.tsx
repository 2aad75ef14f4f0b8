// Every address no route claims: the 404 page with header and footer, rendered whole by the
// server, at the routing level (experimental.globalNotFound), outside the root layout.
import type { Metadata, Viewport } from "next";
import { BodyStart } from "@/components/layout/body-start";
import { NotFoundContent, notFoundMetadata } from "@/components/layout/not-found-content";
import { SiteChrome } from "@/components/layout/site-chrome";
import { siteMetadata, siteViewport } from "@/lib/seo";
import "./globals.css";

export const metadata: Metadata = { ...siteMetadata, ...notFoundMetadata };
export const viewport: Viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans">
        <BodyStart />
        <SiteChrome hardLinks>
          <NotFoundContent hardLinks />
        </SiteChrome>
      </body>
    </html>
  );
}
