"use client";

// "Tell me about the next one": an email (and a name if they like) joins the waitlist, a lead.
import { type FormEvent, useId, useState } from "react";
import { EmailField, useEmailField } from "@/components/forms/email-field";
import { Button } from "@/components/ui/button";
import { type PostOutcome, postForMessage } from "@/lib/post-for-message";
import "@/components/forms/form.css";

type State = { kind: "idle" | "sending" } | PostOutcome;

export function WaitlistForm({ event }: { event: string }) {
  const id = useId();
  const [state, setState] = useState<State>({ kind: "idle" });
  const email = useEmailField();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const address = email.check(e.currentTarget);
    if (address === null) return;
    const data = new FormData(e.currentTarget);
    setState({ kind: "sending" });
    setState(
      await postForMessage(
        "/api/events/waitlist",
        { email: address, name: data.get("name"), event },
        "Thanks! We'll email you when the next event is announced.",
      ),
    );
  }

  if (state.kind === "done") {
    return (
      <p role="status" className="mt-6 font-semibold text-emerald-700">
        {state.message}
      </p>
    );
  }
  return (
    <form
      onSubmit={onSubmit}
      noValidate={email.noValidate}
      className="mt-6 grid items-start gap-3 text-left sm:grid-cols-[1fr_1fr_auto]"
    >
      <label htmlFor={`${id}-name`} className="sr-only">
        Name (optional)
      </label>
      <input
        id={`${id}-name`}
        name="name"
        autoComplete="name"
        placeholder="Name (optional)"
        maxLength={100}
        className="input-field mt-0"
      />
      <EmailField id={`${id}-email`} field={email} />
      <Button type="submit" disabled={state.kind === "sending"}>
        {state.kind === "sending" ? "Sending…" : "Tell me"}
      </Button>
      {state.kind === "error" && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {state.message}
        </p>
      )}
    </form>
  );
}
