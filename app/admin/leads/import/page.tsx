// /admin/leads/import: a CSV of contacts as leads. Owners only; an editor is told who can.
import type { Metadata } from "next";
import { AdminNav } from "@/components/admin/admin-nav";
import { LeadImport } from "@/components/admin/lead-import";
import { ErrorPanel } from "@/components/admin/status-panels";
import { site } from "@/config/site";
import { adminForPage } from "@/lib/auth/current-admin";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { absolute: `Import leads · Leads · Admin · ${site.company}` },
};

export default async function ImportLeads() {
  const active = await adminForPage("/admin/leads/import");
  return (
    <>
      <AdminNav view="lead" user={active.user} />
      {active.user.role === "owner" ? (
        <LeadImport />
      ) : (
        <div className="mx-auto max-w-3xl px-4 py-10">
          <ErrorPanel message="Only the site's owners can import leads. Ask an owner, or add a lead with New lead." />
        </div>
      )}
    </>
  );
}
