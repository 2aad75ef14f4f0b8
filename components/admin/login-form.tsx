"use client";

// The sign-in: email and password (errors worded as spec §8), then a two-factor code if on.
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Eye, EyeOff, LockKeyhole } from "@/components/ui/icons";
import type { StoredSession } from "@/lib/admin/client";
import { askForPasswordReset, login } from "@/lib/admin/sign-in";
import { cn } from "@/lib/utils/cn";
import { loginSchema } from "@/lib/validations/auth";
import { AuthAlert, AuthCard, SubmitButton } from "./auth-card";
import { CodeStep } from "./login-code-step";

type FieldErrors = Partial<Record<"email" | "password", string>>;

const inputClass = (invalid: boolean) =>
  cn(
    "mt-2 block h-12 w-full rounded-xl border bg-white px-4 text-ink shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200",
    invalid ? "border-red-400" : "border-line",
  );

export function LoginForm({
  company,
  notice,
  passwordReset,
  onSignedIn,
}: {
  company: string;
  /** Why the visitor is here again, e.g. a session that ended after inactivity. */
  notice?: string | null;
  passwordReset: boolean;
  onSignedIn: (session: StoredSession) => void;
}) {
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const [restartMessage, setRestartMessage] = useState<string | null>(null);
  const [forgot, setForgot] = useState(false);
  if (forgot) return <ForgotPassword onBack={() => setForgot(false)} />;
  if (mfaToken) {
    return (
      <CodeStep
        mfaToken={mfaToken}
        onSignedIn={onSignedIn}
        onRestart={(message) => {
          setMfaToken(null);
          setRestartMessage(message ?? null);
        }}
      />
    );
  }
  return (
    <PasswordStep
      company={company}
      notice={restartMessage ?? notice}
      onSignedIn={onSignedIn}
      onCodeNeeded={setMfaToken}
      onForgot={passwordReset ? () => setForgot(true) : undefined}
    />
  );
}

/** "Forgot password?": an email, then the same answer whether or not it has an account. */
function ForgotPassword({ onBack }: { onBack: () => void }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !email.trim()) return;
    setPending(true);
    setAnswer(await askForPasswordReset(email.trim()));
    setPending(false);
  }

  return (
    <AuthCard
      id={id}
      title="Reset your password"
      intro="Enter the email you sign in with: we will send you a link to choose a new password."
      below={
        <button
          type="button"
          onClick={onBack}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          Back to sign in
        </button>
      }
    >
      {answer?.ok ? (
        <p
          role="status"
          className="mt-6 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-ink"
        >
          {answer.message}
        </p>
      ) : (
        <form className="mt-6 space-y-5" onSubmit={submit} aria-labelledby={`${id}-title`}>
          <div>
            <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-ink">
              Email
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className={inputClass(false)}
            />
          </div>
          <AuthAlert message={answer?.message ?? null} />
          <Button type="submit" size="lg" disabled={pending || !email.trim()} className="w-full">
            {pending ? "Sending…" : "Send me a link"}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

function PasswordStep({
  company,
  notice,
  onSignedIn,
  onCodeNeeded,
  onForgot,
}: {
  company: string;
  notice?: string | null;
  onSignedIn: (session: StoredSession) => void;
  onCodeNeeded: (mfaToken: string) => void;
  /** Offers "Forgot password?" (the site can send email). */
  onForgot?: () => void;
}) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setError(null);
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "email" || field === "password") && !errors[field])
          errors[field] = issue.message;
      }
      setFieldErrors(errors);
      (errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setFieldErrors({});
    setPending(true);
    const result = await login(parsed.data.email, parsed.data.password);
    setPending(false);
    if (result.ok === "mfa") {
      onCodeNeeded(result.mfaToken);
    } else if (result.ok) {
      onSignedIn(result.session);
    } else {
      setError(result.message);
      setPassword("");
      passwordRef.current?.focus();
    }
  }

  const describedBy = (field: keyof FieldErrors) =>
    fieldErrors[field] ? `${id}-${field}-error` : undefined;

  return (
    <AuthCard
      id={id}
      icon={LockKeyhole}
      title="Admin login"
      intro={`Sign in to see the ${company} chat leads and contact messages.`}
      below={
        onForgot ? (
          <button
            type="button"
            onClick={onForgot}
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            Forgot password?
          </button>
        ) : (
          <span className="text-xs text-muted">
            Forgotten your password? Ask an owner of the site: they can invite you again.
          </span>
        )
      }
    >
      {notice && (
        <p
          role="status"
          className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {notice}
        </p>
      )}

      <form className="mt-8 space-y-5" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <div>
          <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-ink">
            Email
          </label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={fieldErrors.email ? true : undefined}
            aria-describedby={describedBy("email")}
            className={inputClass(Boolean(fieldErrors.email))}
          />
          {fieldErrors.email && (
            <p id={`${id}-email-error`} className="mt-2 text-sm text-red-700">
              {fieldErrors.email}
            </p>
          )}
        </div>

        <div>
          <label htmlFor={`${id}-password`} className="block text-sm font-semibold text-ink">
            Password
          </label>
          <div className="relative">
            <input
              ref={passwordRef}
              id={`${id}-password`}
              name="password"
              type={showPassword ? "text" : "password"}
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={fieldErrors.password ? true : undefined}
              aria-describedby={describedBy("password")}
              className={cn(inputClass(Boolean(fieldErrors.password)), "pr-12")}
            />
            <button
              type="button"
              onClick={() => setShowPassword((shown) => !shown)}
              aria-label={showPassword ? "Hide password" : "Show password"}
              aria-controls={`${id}-password`}
              className="absolute right-1.5 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-ink"
            >
              {showPassword ? (
                <EyeOff className="size-5" aria-hidden />
              ) : (
                <Eye className="size-5" aria-hidden />
              )}
            </button>
          </div>
          {fieldErrors.password && (
            <p id={`${id}-password-error`} className="mt-2 text-sm text-red-700">
              {fieldErrors.password}
            </p>
          )}
        </div>

        <AuthAlert message={error} />
        <SubmitButton pending={pending} label="Sign in" busyLabel="Signing in…" />
      </form>
    </AuthCard>
  );
}
