import type { Metadata } from "next";
import { Suspense } from "react";
import { AdminApp, CheckingSession } from "@/components/admin/admin-app";
import { site } from "@/config/site";
import { serviceLabels } from "@/lib/contact";
import { canSendMail } from "@/lib/notify/mail";

// Rendered per request (never prerendered or cached): the page holds nothing secret itself, the
// dashboard's data is fetched with the admin's token after sign-in.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Admin",
  description: `Sign in to the ${site.company} lead dashboard.`,
  robots: {
    index: false,
    follow: false,
    nocache: true,
    googleBot: { index: false, follow: false, noimageindex: true },
  },
};

export default function AdminPage() {
  return (
    // The dashboard reads its filters from the URL (useSearchParams).
    <Suspense fallback={<CheckingSession />}>
      <AdminApp
        company={site.company}
        serviceLabels={serviceLabels}
        passwordReset={canSendMail()}
      />
    </Suspense>
  );
}
