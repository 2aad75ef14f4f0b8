import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { AdminFrame } from "@/components/admin/admin-frame";
import { LogoMark } from "@/components/layout/site-header";
import { ArrowUpRight } from "@/components/ui/icons";
import { site } from "@/config/site";
import "../globals.css";
import "./admin.css";

// The admin area is private: never indexed, never followed, never stored by a cache.
export const metadata: Metadata = {
  robots: {
    index: false,
    follow: false,
    nocache: true,
    googleBot: { index: false, follow: false, noimageindex: true },
  },
  // Installable from the phone's browser (iOS shows alerts only to an app on the Home Screen).
  manifest: "/admin/manifest.webmanifest",
  appleWebApp: { capable: true, title: "Admin", statusBarStyle: "default" },
};

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">
            <LogoMark className="size-8 shrink-0" />
            <span className="truncate text-base font-bold tracking-tight text-ink sm:text-lg">
              {site.company}
            </span>
            <span className="rounded-pill bg-brand-50 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wider text-brand-800 ring-1 ring-brand-200 ring-inset">
              Admin
            </span>
          </div>
          <Link
            href="/"
            className="inline-flex shrink-0 items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-muted hover:bg-brand-50 hover:text-ink"
          >
            <span className="sr-only sm:not-sr-only">View site</span>
            <ArrowUpRight className="size-4" aria-hidden />
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1">
        <AdminFrame>{children}</AdminFrame>
      </main>
    </div>
  );
}
