"use client";

// The Security page of the admin: two-factor sign-in, sessions, password; for owners also the
// admins and the audit log.
import { useCallback, useState } from "react";
import { loadErrorMessage } from "@/lib/admin/client";
import { type SecurityState, securityStateSchema } from "@/lib/validations/auth";
import { ErrorPanel, LoadingPanel } from "../status-panels";
import { useAdminList } from "../use-admin-list";
import { AdminsCard } from "./admins";
import { AuditLogCard } from "./audit-log";
import { PasswordCard } from "./password";
import { SessionsCard } from "./sessions";
import { TwoFactorCard } from "./two-factor";

export function SecurityPage({
  owner,
  initialState,
}: {
  owner: boolean;
  /** The admin's two-factor state, as the server rendered the page with it. */
  initialState?: SecurityState;
}) {
  const state = useAdminList("/api/auth/me", securityStateSchema, initialState);
  // Bumped by every change made here, so the audit log below shows it at once.
  const [changes, setChanges] = useState(0);
  const changed = useCallback(() => setChanges((n) => n + 1), []);
  const refresh = useCallback(() => {
    state.retry();
    changed();
  }, [state.retry, changed]);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Security</h1>
      {state.status === "error" ? (
        <ErrorPanel
          message={loadErrorMessage(state.error, "Failed to load your settings")}
          onRetry={state.retry}
        />
      ) : !state.data ? (
        <LoadingPanel label="Loading your settings…" />
      ) : (
        <TwoFactorCard state={state.data} onChange={refresh} />
      )}
      <SessionsCard onChange={changed} />
      <PasswordCard onChanged={refresh} />
      {owner && <AdminsCard onChange={changed} />}
      {owner && <AuditLogCard changes={changes} />}
    </div>
  );
}
