import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import { site } from "@/config/site";
import { LOGO_DATA_URI } from "@/lib/icons/logo-uri";
import "./globals.css";

// Self-hosted (app/fonts.css): no font request leaves the site. The cut every page's text needs
// is fetched from the first line of the page, beside the stylesheet (the build gives it the same
// hashed address as the stylesheet's url()).
const coreFont = new URL("./fonts/inter-core.woff2", import.meta.url).href;

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: {
    default: `${site.company} | AI Automation Agency in ${site.address.city}, ${site.address.region}`,
    template: `%s | ${site.company}`,
  },
  description: site.description,
  openGraph: { type: "website", siteName: site.company, locale: "en_US" },
  twitter: { card: "summary_large_image" },
  // The favicon inline (lib/icons/logo-uri.ts): browsers ask for a favicon file once the page has
  // loaded, which on a fast connection is before its first paint. The PNG is for iOS home screens
  // and search engines, which read an address.
  // (Its quotes percent-encoded: React would write each as a six-character entity.)
  icons: { icon: LOGO_DATA_URI.replaceAll("'", "%27"), apple: "/apple-touch-icon.png" },
};

export const viewport: Viewport = { themeColor: "#4f46e5", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  preload(coreFont, { as: "font", type: "font/woff2", crossOrigin: "" });
  return (
    <html lang="en">
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
