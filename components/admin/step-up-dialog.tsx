"use client";

// "Confirm it's you": asks for the password in place when the server answers step_up_required;
// lib/admin/client.ts then sends the refused request again.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { STEP_UP_EVENT, type StepUpRequest, stepUp } from "@/lib/admin/client";
import { Field, FormError, fieldClass } from "./security/card";

export function StepUpDialog() {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // Every request waiting for this confirmation: several may arrive together.
  const waiting = useRef<StepUpRequest[]>([]);
  const [message, setMessage] = useState<string | undefined>();
  const [withCode, setWithCode] = useState(false);
  const [answer, setAnswer] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    const onRequest = (event: Event) => {
      event.preventDefault();
      const request = (event as CustomEvent<StepUpRequest>).detail;
      waiting.current.push(request);
      setMessage(request.message);
      if (!dialog.current?.open) {
        setAnswer("");
        setError(null);
        dialog.current?.showModal();
      }
    };
    window.addEventListener(STEP_UP_EVENT, onRequest);
    return () => window.removeEventListener(STEP_UP_EVENT, onRequest);
  }, []);

  function finish(confirmed: boolean) {
    for (const request of waiting.current.splice(0)) request.done(confirmed);
    setAnswer("");
    if (dialog.current?.open) dialog.current.close();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (checking || !answer) return;
    setChecking(true);
    setError(null);
    const problem = await stepUp(withCode ? { code: answer.trim() } : { password: answer });
    setChecking(false);
    if (problem) setError(problem);
    else finish(true);
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      // Esc or the Cancel button: the waiting action stays refused.
      onClose={() => finish(false)}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-line bg-white p-6 shadow-xl backdrop:bg-ink/40"
    >
      <form onSubmit={submit} className="space-y-4">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
          Confirm it's you
        </h2>
        <p className="text-sm text-muted">
          {message ?? "Enter your password to continue."} This is asked again for actions that
          change who can sign in or reach personal data.
        </p>
        <Field
          id={`${id}-answer`}
          label={withCode ? "Code from your authenticator app" : "Your password"}
        >
          <input
            id={`${id}-answer`}
            type={withCode ? "text" : "password"}
            inputMode={withCode ? "numeric" : undefined}
            autoComplete={withCode ? "one-time-code" : "current-password"}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
            className={fieldClass}
            // A modal dialog focuses its first field: it opens to ask exactly this.
            autoFocus
          />
        </Field>
        <FormError message={error} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <button
            type="button"
            className="text-sm font-medium text-brand-700 underline underline-offset-2"
            onClick={() => {
              setWithCode((v) => !v);
              setAnswer("");
              setError(null);
            }}
          >
            {withCode ? "Use my password instead" : "Use an authenticator code instead"}
          </button>
          <div className="flex gap-2">
            <Button type="button" variant="secondary" onClick={() => finish(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!answer || checking}>
              {checking ? "Checking…" : "Confirm"}
            </Button>
          </div>
        </div>
      </form>
    </dialog>
  );
}
