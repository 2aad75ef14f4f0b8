"use client";

// A password from a link: an invitation (/admin?invite=…, 7 days, signs them in) or a reset
// (/admin?reset=…, 30 minutes, then they sign in). Each link works once.
import { type FormEvent, useId, useState } from "react";
import { LockKeyhole } from "@/components/ui/icons";
import type { StoredSession } from "@/lib/admin/client";
import { acceptInvitation, resetPasswordWithLink } from "@/lib/admin/sign-in";
import { AuthAlert, AuthCard, SubmitButton } from "./auth-card";

const fieldClass =
  "mt-2 block h-12 w-full rounded-xl border border-line bg-white px-4 text-ink shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200";

export function InviteForm({
  token,
  company,
  onSignedIn,
}: {
  token: string;
  company: string;
  onSignedIn: (session: StoredSession) => void;
}) {
  return (
    <ChoosePassword
      title={`Welcome to the ${company} admin`}
      lead="Choose the password you will sign in with."
      action="Set password and sign in"
      submit={async (password) => {
        const result = await acceptInvitation(token, password);
        if (result.ok === true) {
          onSignedIn(result.session);
          return null;
        }
        return result.ok === false ? result.message : "Login failed";
      }}
    />
  );
}

export function ResetPasswordForm({
  token,
  company,
  onDone,
}: {
  token: string;
  company: string;
  /** The password is changed: back to the sign-in form, with the server's words. */
  onDone: (message: string) => void;
}) {
  return (
    <ChoosePassword
      title={`A new password for the ${company} admin`}
      lead="Choose your new password. Every place you are signed in will be signed out."
      action="Set new password"
      submit={async (password) => {
        const result = await resetPasswordWithLink(token, password);
        if (result.ok) {
          onDone(result.message);
          return null;
        }
        return result.message;
      }}
    />
  );
}

function ChoosePassword({
  title,
  lead,
  action,
  submit: send,
}: {
  title: string;
  lead: string;
  action: string;
  /** Sends the password: null when it was taken, else what to say. */
  submit: (password: string) => Promise<string | null>;
}) {
  const id = useId();
  const [password, setPassword] = useState("");
  const [again, setAgain] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (password.length < 12) return setError("Choose a password of at least 12 characters.");
    if (password !== again) return setError("The two passwords are not the same.");
    setError(null);
    setPending(true);
    const problem = await send(password);
    setPending(false);
    if (problem) setError(problem);
  }

  return (
    <AuthCard id={id} icon={LockKeyhole} title={title} intro={lead}>
      <form className="mt-8 space-y-5" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <div>
          <label htmlFor={`${id}-password`} className="block text-sm font-semibold text-ink">
            New password (12 characters or more)
          </label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-again`} className="block text-sm font-semibold text-ink">
            The same password again
          </label>
          <input
            id={`${id}-again`}
            type="password"
            autoComplete="new-password"
            value={again}
            onChange={(e) => setAgain(e.target.value)}
            className={fieldClass}
          />
        </div>
        <AuthAlert message={error} />
        <SubmitButton pending={pending} label={action} busyLabel="Saving…" />
      </form>
    </AuthCard>
  );
}
