"use client";

// The admin area in the browser: "checking" while a stored token is verified, then the login
// form or the dashboard. The token and user live in localStorage (spec §3); a failed
// verification forgets them.
import "@/lib/validations/browser-config";
import { useCallback, useEffect, useState } from "react";
import { Toaster, toast } from "@/components/ui/toaster";
import {
  clearSession,
  isAbort,
  logout,
  onSessionChange,
  readSession,
  type StoredSession,
  saveSession,
  verifySession,
} from "@/lib/admin/client";
import type { AuthUser } from "@/lib/validations/auth";
import { type AdminSettings, AdminSettingsProvider } from "./admin-context";
import { Dashboard } from "./dashboard";
import { LoginForm } from "./login-form";
import { ErrorPanel, LoadingPanel } from "./status-panels";

type Auth =
  | { status: "checking" }
  | { status: "signed-out" }
  | { status: "signed-in"; user: AuthUser }
  | { status: "unverified" };

export function CheckingSession() {
  return (
    <div className="mx-auto max-w-md px-4 py-24">
      <LoadingPanel label="Checking your session…" />
    </div>
  );
}

export function AdminApp(settings: AdminSettings) {
  return (
    <AdminSettingsProvider value={settings}>
      <AdminRoot company={settings.company} />
      <Toaster />
    </AdminSettingsProvider>
  );
}

function AdminRoot({ company }: { company: string }) {
  const [auth, setAuth] = useState<Auth>({ status: "checking" });

  const check = useCallback(async (signal?: AbortSignal) => {
    const stored = readSession();
    if (!stored) {
      setAuth({ status: "signed-out" });
      return;
    }
    try {
      const user = await verifySession(signal);
      if (user) {
        saveSession({ token: stored.token, user });
        setAuth({ status: "signed-in", user });
      } else {
        clearSession();
        setAuth({ status: "signed-out" });
      }
    } catch (err) {
      // Could not ask the server (offline, server error): keep the token and offer a retry.
      if (!isAbort(err)) setAuth({ status: "unverified" });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void check(controller.signal);
    // Signing in or out in another tab applies here too.
    const unsubscribe = onSessionChange(() => void check());
    return () => {
      controller.abort();
      unsubscribe();
    };
  }, [check]);

  const signedIn = useCallback((session: StoredSession) => {
    saveSession(session);
    setAuth({ status: "signed-in", user: session.user });
    toast({ title: "Login successful", description: `Welcome back, ${session.user.name}!` });
  }, []);

  const signOut = useCallback(async () => {
    await logout();
    setAuth({ status: "signed-out" });
    toast({ title: "Logged out successfully" });
  }, []);

  // The token stopped working (expired or revoked elsewhere): back to the login form.
  const expired = useCallback(() => {
    clearSession();
    setAuth({ status: "signed-out" });
  }, []);

  if (auth.status === "checking") return <CheckingSession />;
  if (auth.status === "unverified") {
    return (
      <div className="mx-auto max-w-md px-4 py-24">
        <ErrorPanel
          message="We couldn't check your session. Check your connection and try again."
          onRetry={() => {
            setAuth({ status: "checking" });
            void check();
          }}
        />
      </div>
    );
  }
  if (auth.status === "signed-out") return <LoginForm company={company} onSignedIn={signedIn} />;
  return <Dashboard user={auth.user} onLogout={signOut} onAuthFailure={expired} />;
}
