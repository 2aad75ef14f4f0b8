"use client";

// Sign-in's second step with two-factor on. A wrong code can be retried; an expired step goes
// back to the password.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ShieldCheck } from "@/components/ui/icons";
import type { StoredSession } from "@/lib/admin/client";
import { loginWithCode } from "@/lib/admin/sign-in";
import { AuthAlert, AuthCard, SubmitButton } from "./auth-card";

export function CodeStep({
  mfaToken,
  onSignedIn,
  onRestart,
}: {
  mfaToken: string;
  onSignedIn: (session: StoredSession) => void;
  onRestart: (message?: string) => void;
}) {
  const id = useId();
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!code.trim()) {
      setError("Enter the code from your authenticator app.");
      return;
    }
    setPending(true);
    const result = await loginWithCode(mfaToken, code.trim());
    setPending(false);
    if (result.ok === true) return onSignedIn(result.session);
    const message = result.ok === false ? result.message : "Login failed";
    if (/expired/i.test(message)) return onRestart(message);
    setError(message);
    setCode("");
    inputRef.current?.focus();
  }

  return (
    <AuthCard
      id={id}
      icon={ShieldCheck}
      title="Two-factor sign-in"
      intro="Enter the 6-digit code your authenticator app shows for this account."
    >
      <form className="mt-8 space-y-5" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <div>
          <label htmlFor={`${id}-code`} className="block text-sm font-semibold text-ink">
            Authentication code
          </label>
          <input
            ref={inputRef}
            id={`${id}-code`}
            name="code"
            autoComplete="one-time-code"
            inputMode="text"
            spellCheck={false}
            maxLength={32}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint`}
            className="mt-2 block h-12 w-full rounded-xl border border-line bg-white px-4 font-mono text-lg tracking-widest text-ink shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
          <p id={`${id}-hint`} className="mt-2 text-xs text-muted">
            Lost your phone? Enter one of your recovery codes instead.
          </p>
        </div>
        <AuthAlert message={error} />
        <SubmitButton pending={pending} label="Verify and sign in" busyLabel="Checking…" />
        <Button variant="ghost" className="w-full" onClick={() => onRestart()}>
          Use a different account
        </Button>
      </form>
    </AuthCard>
  );
}
