"use client";

// The way in, when the server found no live session. Signed in, the server renders the page
// asked for (the leads, or the admin page that sent here with ?next=).
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toaster";
import { clearSession, type StoredSession, saveSession, verifySession } from "@/lib/admin/client";
import { InviteForm, ResetPasswordForm } from "./invite-form";
import { LoginForm } from "./login-form";

/** `next` when it is a page of this admin (never another site), else null. */
function adminAddress(next: string | null): string | null {
  if (!next?.startsWith("/admin")) return null;
  try {
    const url = new URL(next, window.location.origin);
    const own =
      url.origin === window.location.origin &&
      (url.pathname === "/admin" || url.pathname.startsWith("/admin/"));
    return own ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

const NOTICES: Record<string, string> = {
  idle: "Your session ended after a while without activity. Please log in again.",
  revoked: "Authentication failed. Please login again.",
};

type Query = { next?: string; ended?: string; invite?: string; reset?: string };

export function SignIn({
  company,
  passwordReset,
  stale,
  query: { next, ended, invite, ...query },
}: {
  company: string;
  /** The site can email a "Forgot password?" link (SMTP_URL is set). */
  passwordReset: boolean;
  /** The browser sent a session cookie that no longer opens a session. */
  stale: boolean;
  query: Query;
}) {
  const router = useRouter();
  const [notice, setNotice] = useState(ended ? (NOTICES[ended] ?? NOTICES.revoked) : null);
  const [reset, setReset] = useState(query.reset);

  // Nobody is signed in here: forget who was (and, through the server's 401, a dead cookie).
  useEffect(() => {
    clearSession();
    if (stale) void verifySession().catch(() => {});
  }, [stale]);

  function signedIn({ user }: StoredSession) {
    saveSession({ user });
    toast({ title: "Login successful", description: `Welcome back, ${user.name}!` });
    // Back to the page that sent here; an accepted invitation's link is used up.
    router.replace(adminAddress(next ?? null) ?? "/admin");
  }

  if (reset) {
    return (
      <ResetPasswordForm
        token={reset}
        company={company}
        onDone={(message) => {
          // The link is used up: take it out of the address bar, and sign in anew.
          window.history.replaceState(null, "", window.location.pathname);
          setReset(undefined);
          setNotice(message);
        }}
      />
    );
  }
  return invite ? (
    <InviteForm token={invite} company={company} onSignedIn={signedIn} />
  ) : (
    <LoginForm
      company={company}
      notice={notice}
      passwordReset={passwordReset}
      onSignedIn={signedIn}
    />
  );
}
