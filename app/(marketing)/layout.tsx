import type { ReactNode } from "react";
import { SiteChrome } from "@/components/layout/site-chrome";
import "../globals.css";

// Marketing pages are static; regenerating them daily keeps the footer's year current.
export const revalidate = 86400;

export default function MarketingLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
