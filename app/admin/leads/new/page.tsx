// /admin/leads/new: add a lead by hand (a referral, a call, a card from an event).
import type { Metadata } from "next";
import { AdminNav } from "@/components/admin/admin-nav";
import { NewLeadForm } from "@/components/admin/new-lead-form";
import { site } from "@/config/site";
import { adminForPage } from "@/lib/auth/current-admin";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { absolute: `New lead · Leads · Admin · ${site.company}` },
};

export default async function NewLead() {
  const active = await adminForPage("/admin/leads/new");
  return (
    <>
      <AdminNav view="lead" user={active.user} />
      <NewLeadForm />
    </>
  );
}
