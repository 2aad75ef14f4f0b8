// /admin/leads/{id}: one lead, read on the server so its address can be opened directly,
// bookmarked or sent in a notification. Signed out: to the sign-in, which comes back here.
import type { Metadata } from "next";
import { z } from "zod";
import { AdminNav } from "@/components/admin/admin-nav";
import { LeadDetail, LeadGone } from "@/components/admin/lead-detail";
import { site } from "@/config/site";
import { adminForPage, currentAdmin } from "@/lib/auth/current-admin";
import { listAssignees, type PublicUser } from "@/lib/db/queries/users";
import { leadDetail } from "@/lib/leads/detail";
import { scopedAssignee } from "@/lib/leads/scope";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

const leadOf = async (id: string) => (z.uuid().safeParse(id).success ? leadDetail(id) : null);

/** The lead, unless this admin may not see it (an editor limited to their own leads). */
async function leadFor(id: string, user: PublicUser) {
  const lead = await leadOf(id);
  const only = lead ? await scopedAssignee(user) : undefined;
  return lead && (only === undefined || lead.lead.assignee_id === only) ? lead : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const admin = await currentAdmin();
  // The title names the lead only to an admin who may see it.
  const lead = admin ? await leadFor(id, admin.user) : null;
  const name = lead ? lead.lead.contact_name || "Unnamed visitor" : "Lead";
  return { title: { absolute: `${name} · Leads · Admin · ${site.company}` } };
}

export default async function LeadPage({ params }: Props) {
  const { id } = await params;
  const active = await adminForPage(`/admin/leads/${encodeURIComponent(id)}`);
  const [lead, admins] = await Promise.all([leadFor(id, active.user), listAssignees()]);
  return (
    <>
      <AdminNav view="lead" user={active.user} />
      {lead ? (
        <LeadDetail
          lead={lead}
          owner={active.user.name || active.user.email}
          admins={admins.map((a) => ({ id: a.id, name: a.name || a.email }))}
        />
      ) : (
        <LeadGone />
      )}
    </>
  );
}
