import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import type { ReactNode } from "react";
import { site } from "@/config/site";
import "./globals.css";

// Self-hosted: no font request leaves the site; next/font adds a size-adjusted fallback so
// the swap does not shift the layout. The file is cut to the weights and characters the site
// uses (scripts/subset-font.sh): 22 KB instead of 48.
const inter = localFont({
  src: "./fonts/inter-latin-400-700.woff2",
  variable: "--font-inter",
  weight: "400 700",
  display: "swap",
});

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: {
    default: `${site.company} | AI Automation Agency in ${site.address.city}, ${site.address.region}`,
    template: `%s | ${site.company}`,
  },
  description: site.description,
  openGraph: { type: "website", siteName: site.company, locale: "en_US" },
  twitter: { card: "summary_large_image" },
  icons: { icon: "/icon.svg" },
};

export const viewport: Viewport = { themeColor: "#4f46e5", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-dvh font-sans">
        <a href="#main" className="skip">
          Skip to content
        </a>
        {/* What links that open a new tab are described by (NEW_TAB in components/ui/button.tsx):
            one element, instead of the same words inside every such link. */}
        <span id="nt" hidden>
          opens in a new tab
        </span>
        {children}
      </body>
    </html>
  );
}
