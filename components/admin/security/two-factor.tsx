"use client";

// Two-factor sign-in, on or off. The recovery codes are shown once.
import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { disableMfaAction, enableMfaAction, setUpMfaAction } from "@/lib/actions/account";
import { failureMessage, runAction } from "@/lib/admin/client";
import type { SecurityState } from "@/lib/validations/auth";
import { Field, FormError, fieldClass, SettingsCard } from "./card";

type Setup = { secret: string; qr: string };

export function TwoFactorCard({ state }: { state: SecurityState }) {
  const id = useId();
  const router = useRouter();
  // The page is read again after a change (this card's state, the audit log).
  const onChange = () => router.refresh();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function run(action: () => Promise<void>) {
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(failureMessage(err, "That did not work. Please try again."));
    } finally {
      setPending(false);
    }
  }

  const start = () =>
    run(async () => {
      const body = await runAction(() => setUpMfaAction({}));
      // The QR library is fetched only now, by those who turn two-factor on.
      const QRCode = await import("qrcode");
      const qr = await QRCode.toDataURL(body.otpauth_url, { margin: 1, width: 200 });
      setSetup({ secret: body.secret, qr });
    });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const typed = code.trim();
      const enabled = await runAction(() => enableMfaAction({ code: typed }));
      setCodes(enabled.recovery_codes);
      setSetup(null);
      setCode("");
      toast({ title: "Two-factor sign-in is on" });
    });
  };

  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const typed = code.trim();
      await runAction(() => disableMfaAction(typed ? { code: typed } : { password }));
      setCode("");
      setPassword("");
      toast({ title: "Two-factor sign-in is off" });
      onChange();
    });
  };

  if (codes) {
    return (
      <SettingsCard
        id={`${id}-title`}
        title="Save your recovery codes"
        intro="Each code signs you in once if you lose your phone. They are shown only now: print them or keep them in a password manager."
      >
        <ol
          aria-label="Recovery codes"
          className="grid grid-cols-2 gap-2 rounded-xl bg-surface p-4 font-mono text-sm text-ink sm:grid-cols-5"
        >
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
        <Button
          className="mt-4"
          onClick={() => {
            setCodes(null);
            onChange();
          }}
        >
          I have saved them
        </Button>
      </SettingsCard>
    );
  }

  if (state.mfa_enabled) {
    return (
      <SettingsCard
        id={`${id}-title`}
        title="Two-factor sign-in: on"
        intro={`You sign in with your password and a code from your authenticator app. Recovery codes left: ${state.recovery_codes_left}.`}
      >
        <form onSubmit={turnOff} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <Field id={`${id}-off-code`} label="Code from your app">
            <input
              id={`${id}-off-code`}
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              className={fieldClass}
            />
          </Field>
          <Field id={`${id}-off-password`} label="or your password">
            <input
              id={`${id}-off-password`}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className={fieldClass}
            />
          </Field>
          <Button type="submit" variant="secondary" disabled={pending || (!code && !password)}>
            Turn off
          </Button>
        </form>
        <div className="mt-3">
          <FormError message={error} />
        </div>
      </SettingsCard>
    );
  }

  return (
    <SettingsCard
      id={`${id}-title`}
      title="Two-factor sign-in: off"
      intro="Add a code from an authenticator app (Google Authenticator, 1Password, Authy…) to your password, so a stolen password alone cannot open the leads."
    >
      {setup ? (
        <form onSubmit={confirm} className="flex flex-col gap-4 sm:flex-row sm:items-start">
          {/* biome-ignore lint/performance/noImgElement: a generated data: image */}
          <img
            src={setup.qr}
            width={200}
            height={200}
            alt="QR code to scan with your authenticator app"
            className="rounded-xl border border-line"
          />
          <div className="flex-1 space-y-3">
            <p className="text-sm text-ink">
              Scan the code, or type this key into your app:
              <code
                data-testid="mfa-secret"
                className="mt-1 block break-all rounded-lg bg-surface px-3 py-2 font-mono text-sm"
              >
                {setup.secret}
              </code>
            </p>
            <Field id={`${id}-code`} label="Then enter the 6-digit code it shows">
              <input
                id={`${id}-code`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                className={fieldClass}
              />
            </Field>
            <FormError message={error} />
            <Button type="submit" disabled={pending || code.trim().length < 6}>
              Turn on
            </Button>
          </div>
        </form>
      ) : (
        <>
          <FormError message={error} />
          <Button onClick={start} disabled={pending} className="mt-2">
            Set up two-factor sign-in
          </Button>
        </>
      )}
    </SettingsCard>
  );
}
