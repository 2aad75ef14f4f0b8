// /admin/security: the admin's own two-factor, sessions and password; for owners also the
// admins and the audit log.
import type { Metadata } from "next";
import { AdminNav } from "@/components/admin/admin-nav";
import { SecurityPage } from "@/components/admin/security/security-page";
import { site } from "@/config/site";
import { adminForPage } from "@/lib/auth/current-admin";
import { isMfaEnabled, recoveryCodesLeft } from "@/lib/auth/mfa";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { absolute: `Security · Admin · ${site.company}` },
};

export default async function Security() {
  const active = await adminForPage("/admin/security");
  const { user } = active;
  const [mfaEnabled, codesLeft] = await Promise.all([
    isMfaEnabled(user.id),
    recoveryCodesLeft(user.id),
  ]);
  return (
    <>
      <AdminNav view="security" user={user} />
      <SecurityPage
        owner={user.role === "owner"}
        initialState={{
          mfa_enabled: mfaEnabled,
          recovery_codes_left: codesLeft,
          idle_minutes: env.ADMIN_IDLE_MINUTES,
        }}
      />
    </>
  );
}
