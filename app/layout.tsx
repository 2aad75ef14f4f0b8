import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { BodyStart } from "@/components/layout/body-start";
import { siteMetadata, siteViewport } from "@/lib/seo";
import "./globals.css";

export const metadata: Metadata = siteMetadata;
export const viewport: Viewport = siteViewport;

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
