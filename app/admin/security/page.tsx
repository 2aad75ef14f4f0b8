// /admin/security?action=&date_from=&date_to=&page=: the admin's own settings, and for owners
// the admins and the audit log (filtered by the address), read on the server.
import type { Metadata } from "next";
import { AdminNav } from "@/components/admin/admin-nav";
import { SecurityPage } from "@/components/admin/security/security-page";
import { site } from "@/config/site";
import { adminForPage } from "@/lib/auth/current-admin";
import { adminList, auditPage, securityState, sessionList } from "@/lib/auth/security-data";
import { alertSettings } from "@/lib/notify/push-subscriptions";
import { auditQuery } from "@/lib/validations/auth";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { absolute: `Security · Admin · ${site.company}` },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Security({ searchParams }: Props) {
  const { user, session } = await adminForPage("/admin/security");
  const owner = user.role === "owner";
  // A hand-edited address with a bad filter shows the whole log rather than failing.
  const asked = auditQuery.safeParse(await searchParams);
  const filters = asked.success ? asked.data : auditQuery.parse({});
  const [state, alerts, sessions, admins, audit] = await Promise.all([
    securityState(user.id),
    alertSettings(user),
    sessionList(user.id, session.id),
    owner ? adminList(user.id) : null,
    owner ? auditPage(filters) : null,
  ]);
  return (
    <>
      <AdminNav view="security" user={user} />
      <SecurityPage
        state={state}
        alerts={alerts}
        sessions={sessions}
        admins={admins}
        audit={audit && { list: audit, filters }}
      />
    </>
  );
}
