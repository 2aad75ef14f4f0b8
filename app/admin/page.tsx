import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { AdminApp, CheckingSession } from "@/components/admin/admin-app";
import { site } from "@/config/site";
import { adminSettings } from "@/lib/admin/settings";

// Rendered per request (never prerendered or cached): the page holds nothing secret itself, the
// dashboard's data is fetched with the admin's session after sign-in.
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: { absolute: `Leads · Admin · ${site.company}` },
    description: `Sign in to the ${site.company} lead dashboard.`,
    robots: {
      index: false,
      follow: false,
      nocache: true,
      googleBot: { index: false, follow: false, noimageindex: true },
    },
  };
}

export default async function AdminPage({ searchParams }: Props) {
  const query = await searchParams;
  const { view, id, range } = query;
  // Screens that have moved to routes of their own, from their former addresses (bookmarks,
  // links in earlier notifications).
  if (view === "lead" && typeof id === "string") redirect(`/admin/leads/${encodeURIComponent(id)}`);
  if (view === "privacy" || view === "security") redirect(`/admin/${view}`);
  if (view === "content") {
    const rest = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (key !== "view" && typeof value === "string") rest.set(key, value);
    }
    redirect(`/admin/content${rest.size ? `?${rest}` : ""}`);
  }
  if (view === "overview") {
    redirect(
      `/admin/overview${typeof range === "string" ? `?range=${encodeURIComponent(range)}` : ""}`,
    );
  }
  return (
    // The dashboard reads its filters from the URL (useSearchParams).
    <Suspense fallback={<CheckingSession />}>
      <AdminApp {...adminSettings()} />
    </Suspense>
  );
}
