import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { BodyStart } from "@/components/layout/body-start";
import { siteMetadata, siteViewport } from "@/lib/seo";

export const metadata: Metadata = siteMetadata;
export const viewport: Viewport = siteViewport;

// The root layout carries no stylesheet: each area's layout imports app/globals.css. Next writes
// the root layout's styles into every page's data a second time (for app/global-error.tsx), and
// with the stylesheet inlined (experimental.inlineCss) that copy would be the whole stylesheet.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans">
        <BodyStart />
        {children}
      </body>
    </html>
  );
}
