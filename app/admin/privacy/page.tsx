// /admin/privacy: a visitor's data requests. Owners only; an editor is told who handles it.
import type { Metadata } from "next";
import { AdminNav } from "@/components/admin/admin-nav";
import { PrivacyPage } from "@/components/admin/privacy/privacy-page";
import { ErrorPanel } from "@/components/admin/status-panels";
import { site } from "@/config/site";
import { adminForPage } from "@/lib/auth/current-admin";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { absolute: `Privacy · Admin · ${site.company}` },
};

export default async function Privacy() {
  const active = await adminForPage("/admin/privacy");
  const owner = active.user.role === "owner";
  return (
    <>
      <AdminNav view="privacy" user={active.user} />
      {owner ? (
        <PrivacyPage settings={{ retention_days: env.LEAD_RETENTION_DAYS ?? null }} />
      ) : (
        <div className="mx-auto max-w-3xl px-4 py-10">
          <ErrorPanel message="Privacy requests are handled by the site's owners. Ask an owner to export or delete someone's data." />
        </div>
      )}
    </>
  );
}
