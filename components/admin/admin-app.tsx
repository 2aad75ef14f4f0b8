"use client";

// The admin area in the browser: "checking" while the session (an HttpOnly cookie the page
// cannot read) is verified, then the login form or the dashboard. The user's name and email
// are kept in localStorage (spec §3); a failed verification forgets them.
import "@/lib/validations/browser-config";
import { useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { Toaster, toast } from "@/components/ui/toaster";
import {
  clearSession,
  isAbort,
  logout,
  onSessionChange,
  readSession,
  SESSION_ENDED_EVENT,
  type StoredSession,
  saveSession,
  verifySession,
} from "@/lib/admin/client";
import type { AuthUser } from "@/lib/validations/auth";
import { type AdminSettings, AdminSettingsProvider } from "./admin-context";
import { AdminNav } from "./admin-nav";
import { Dashboard } from "./dashboard";
import { InviteForm, ResetPasswordForm } from "./invite-form";
import { LoginForm } from "./login-form";
import { ErrorPanel, LoadingPanel } from "./status-panels";
import { StepUpDialog } from "./step-up-dialog";

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

/** `next` when it is a page of this admin (never another site), else null. */
function adminAddress(next: string | null): string | null {
  if (!next?.startsWith("/admin/")) return null;
  try {
    const url = new URL(next, window.location.origin);
    const own = url.origin === window.location.origin && url.pathname.startsWith("/admin/");
    return own ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

function endedNotice(ended: string | null): string | null {
  if (ended === "idle")
    return "Your session ended after a while without activity. Please log in again.";
  if (ended) return "Authentication failed. Please login again.";
  return null;
}

export function AdminApp(settings: AdminSettings) {
  return (
    <AdminSettingsProvider value={settings}>
      <AdminRoot company={settings.company} />
      <Toaster />
      <StepUpDialog />
    </AdminSettingsProvider>
  );
}

function AdminRoot({ company }: { company: string }) {
  const [auth, setAuth] = useState<Auth>({ status: "checking" });
  const searchParams = useSearchParams();
  // Why the login form is shown again (a session that ended on the server, here or on one of
  // the admin's other pages, which send here with ?ended=), if it is.
  const [notice, setNotice] = useState<string | null>(() => endedNotice(searchParams.get("ended")));
  const invite = searchParams.get("invite");
  const reset = searchParams.get("reset");

  const check = useCallback(async (signal?: AbortSignal) => {
    // Nobody signed in on this browser: no cookie to ask about. Otherwise only the server knows
    // whether the cookie still opens a session.
    if (!readSession()) {
      clearSession();
      setAuth({ status: "signed-out" });
      return;
    }
    try {
      const user = await verifySession(signal);
      if (user) {
        saveSession({ user });
        setAuth({ status: "signed-in", user });
      } else {
        clearSession();
        setAuth({ status: "signed-out" });
      }
    } catch (err) {
      // Could not ask the server (offline, server error): keep the session and offer a retry.
      if (!isAbort(err)) setAuth({ status: "unverified" });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void check(controller.signal);
    // Signing in or out in another tab applies here too.
    const unsubscribe = onSessionChange(() => void check());
    // The server ended the session (idle timeout, signed out elsewhere): back to the login form.
    const ended = (event: Event) => {
      clearSession();
      const detail = (event as CustomEvent<unknown>).detail;
      setNotice(
        typeof detail === "string" ? detail : "Your session has ended. Please log in again.",
      );
      setAuth({ status: "signed-out" });
    };
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    return () => {
      controller.abort();
      unsubscribe();
      window.removeEventListener(SESSION_ENDED_EVENT, ended);
    };
  }, [check]);

  const router = useRouter();
  const signedIn = useCallback(
    (session: StoredSession) => {
      saveSession(session);
      setNotice(null);
      // Sent here from a page of the admin (a lead's, say): back to it.
      const next = adminAddress(new URLSearchParams(window.location.search).get("next"));
      if (next) {
        router.replace(next);
        return;
      }
      // An accepted invitation's link is used up: take it out of the address bar.
      if (new URLSearchParams(window.location.search).has("invite")) {
        window.history.replaceState(null, "", window.location.pathname);
      }
      setAuth({ status: "signed-in", user: session.user });
      toast({ title: "Login successful", description: `Welcome back, ${session.user.name}!` });
      // The login answer is the spec's {name, email}: the role comes from verify.
      void verifySession()
        .then((user) => {
          if (!user) return;
          saveSession({ user });
          setAuth({ status: "signed-in", user });
        })
        .catch(() => {});
    },
    [router],
  );

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
  if (auth.status === "signed-out") {
    if (reset) {
      return (
        <ResetPasswordForm
          token={reset}
          company={company}
          onDone={(message) => {
            // The link is used up: take it out of the address bar, and sign in anew.
            window.history.replaceState(null, "", window.location.pathname);
            setNotice(message);
          }}
        />
      );
    }
    return invite ? (
      <InviteForm token={invite} company={company} onSignedIn={signedIn} />
    ) : (
      <LoginForm company={company} notice={notice} onSignedIn={signedIn} />
    );
  }
  // The other screens are routes of their own (app/admin/*). Editors work leads and content;
  // owners also manage admins, security settings and privacy.
  return (
    <>
      <AdminNav view="leads" owner={auth.user.role === "owner"} />
      <Dashboard user={auth.user} onLogout={signOut} onAuthFailure={expired} />
    </>
  );
}
