"use client";

// "Get new articles by email": an address, then the word that a confirmation link is on its way
// (the same answer for every address: nobody learns who subscribed). A click before the script
// has loaded posts the form itself, and the browser shows the "check your inbox" page.
import { type FormEvent, useId, useState } from "react";
import { EmailField, useEmailField } from "@/components/forms/email-field";
import { Button } from "@/components/ui/button";
import { Mail } from "@/components/ui/icons";
import { type PostOutcome, postForMessage } from "@/lib/post-for-message";

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
  const email = useEmailField();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.check(event.currentTarget);
    if (address === null) return;
    setState({ kind: "sending" });
    setState(
      await postForMessage("/api/newsletter/subscribe", { email: address, source }, checkInbox),
    );
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
          noValidate={email.noValidate}
          className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <input type="hidden" name="source" value={source} />
          <div className="sm:flex-1">
            <EmailField id={`${id}-email`} field={email} />
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
