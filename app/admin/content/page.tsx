// /admin/content: the content studio, the posts' and use cases' lists and each one's editor at
// its own address (?kind=&status=&q=&page=, &edit=<slug> or edit=new). The Markdown editor is
// in this route's bundle only.
import type { Metadata } from "next";
import { Suspense } from "react";
import { AdminNav } from "@/components/admin/admin-nav";
import ContentStudio from "@/components/admin/content/studio";
import { LoadingPanel } from "@/components/admin/status-panels";
import { site } from "@/config/site";
import { adminForPage } from "@/lib/auth/current-admin";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { absolute: `Content · Admin · ${site.company}` },
};

export default async function Content() {
  const active = await adminForPage("/admin/content");
  return (
    <>
      <AdminNav view="content" user={active.user} />
      {/* The studio reads its state from the address (useSearchParams). */}
      <Suspense fallback={<LoadingPanel label="Loading the content studio…" />}>
        <ContentStudio />
      </Suspense>
    </>
  );
}
