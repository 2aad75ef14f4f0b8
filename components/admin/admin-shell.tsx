"use client";

// Around an admin screen that has a route of its own (a lead's page): the settings, the tabs, the
// notices and the "Confirm it's you" dialog. When the session ends while it is open, to the
// sign-in and back.
import { useRouter } from "next/navigation";
import { type ReactNode, useEffect } from "react";
import { Toaster } from "@/components/ui/toaster";
import { clearSession, SESSION_ENDED_EVENT } from "@/lib/admin/client";
import { type AdminSettings, AdminSettingsProvider } from "./admin-context";
import { AdminNav, type AdminView } from "./admin-nav";
import { StepUpDialog } from "./step-up-dialog";

export function AdminShell({
  settings,
  owner,
  view,
  children,
}: {
  settings: AdminSettings;
  owner: boolean;
  view: AdminView;
  children: ReactNode;
}) {
  const router = useRouter();
  useEffect(() => {
    // To the sign-in, which comes back here (an editor's unsaved text is offered again then).
    const ended = () => {
      clearSession();
      const here = `${window.location.pathname}${window.location.search}`;
      router.replace(`/admin?${new URLSearchParams({ next: here, ended: "revoked" })}`);
    };
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, ended);
  }, [router]);
  return (
    <AdminSettingsProvider value={settings}>
      <AdminNav view={view} owner={owner} />
      {children}
      <Toaster />
      <StepUpDialog />
    </AdminSettingsProvider>
  );
}
