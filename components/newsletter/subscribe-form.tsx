"use client";

// "Get new articles by email": an address, then the word that a confirmation link is on its way
// (the same answer for every address: nobody learns who subscribed). A click before the script
// has loaded posts the form itself, and the browser shows the "check your inbox" page.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Mail } from "@/components/ui/icons";
import { type PostOutcome, postForMessage } from "@/lib/post-for-message";
import { isEmailAddress } from "@/lib/validations/patterns";
import "@/components/forms/form.css";

type State = { kind: "idle" | "sending" } | PostOutcome;

export function SubscribeForm({
  heading,
  intro,
  checkInbox,
  source,
}: {
  heading: string;
  intro: string;
  /** Said once sent. */
  checkInbox: string;
  /** The page it is on, recorded with the subscription. */
  source: string;
}) {
  const id = useId();
  const [state, setState] = useState<State>({ kind: "idle" });
  // The address's problem, said under the field like the contact form's (not the browser's
  // bubble); the browser's own check stays for a form sent before the script ran.
  const [invalid, setInvalid] = useState<string | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const field = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    const problem = !email
      ? "Please enter your email address"
      : isEmailAddress(email)
        ? null
        : "Please enter a valid email address";
    setInvalid(problem);
    if (problem) {
      field.current?.focus();
      return;
    }
    setState({ kind: "sending" });
    setState(await postForMessage("/api/newsletter/subscribe", { email, source }, checkInbox));
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-card border border-line bg-surface p-6 sm:p-8"
    >
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-xl font-bold text-ink">
        <Mail className="size-5 text-brand-600" aria-hidden />
        {heading}
      </h2>
      <p className="mt-2 text-muted">{intro}</p>
      {state.kind === "done" ? (
        <p role="status" className="mt-4 font-semibold text-emerald-700">
          {state.message}
        </p>
      ) : (
        <form
          method="post"
          action="/api/newsletter/subscribe"
          onSubmit={onSubmit}
          aria-label="Subscribe to the newsletter"
          noValidate={enhanced}
          className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <input type="hidden" name="source" value={source} />
          <label htmlFor={`${id}-email`} className="sr-only">
            Email
          </label>
          <div className="sm:flex-1">
            <input
              ref={field}
              id={`${id}-email`}
              name="email"
              type="email"
              required
              autoComplete="email"
              placeholder="you@company.com"
              maxLength={254}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={invalid ? `${id}-email-error` : undefined}
              onChange={() => invalid && setInvalid(null)}
              className="input-field mt-0"
            />
            {invalid && (
              <p id={`${id}-email-error`} className="field-error">
                {invalid}
              </p>
            )}
          </div>
          <Button type="submit" size="lg" disabled={state.kind === "sending"}>
            {state.kind === "sending" ? "Subscribing…" : "Subscribe"}
          </Button>
        </form>
      )}
      {state.kind === "error" && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {state.message}
        </p>
      )}
    </section>
  );
}
