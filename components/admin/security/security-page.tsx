// The Security page, as the server read it. A change in any card reads the page again.
import type {
  AdminList,
  AuditList,
  AuditQuery,
  SecurityState,
  SessionList,
} from "@/lib/validations/auth";
import type { AlertSettings } from "@/lib/validations/push";
import { AdminsCard } from "./admins";
import { AlertsCard } from "./alerts";
import { AuditLogCard } from "./audit-log";
import { PasswordCard } from "./password";
import { SessionsCard } from "./sessions";
import { TwoFactorCard } from "./two-factor";

export function SecurityPage({
  state,
  alerts,
  sessions,
  admins,
  audit,
}: {
  state: SecurityState;
  alerts: AlertSettings;
  sessions: SessionList;
  /** Owners only. */
  admins: AdminList | null;
  audit: { list: AuditList; filters: Partial<AuditQuery> } | null;
}) {
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Security</h1>
      <TwoFactorCard state={state} />
      <AlertsCard settings={alerts} />
      <SessionsCard sessions={sessions.sessions} />
      <PasswordCard />
      {admins && <AdminsCard admins={admins.admins} />}
      {audit && <AuditLogCard audit={audit.list} filters={audit.filters} />}
    </div>
  );
}
