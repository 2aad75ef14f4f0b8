"use client";

// "Tell me about the next one": an email (and a name if they like) joins the waitlist, a lead.
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { type PostOutcome, postForMessage } from "@/lib/post-for-message";
import "@/components/forms/form.css";

type State = { kind: "idle" | "sending" } | PostOutcome;

export function WaitlistForm({ event }: { event: string }) {
  const id = useId();
  const [state, setState] = useState<State>({ kind: "idle" });

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    setState({ kind: "sending" });
    setState(
      await postForMessage(
        "/api/events/waitlist",
        { email: data.get("email"), name: data.get("name"), event },
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
    <form onSubmit={onSubmit} className="mt-6 grid gap-3 text-left sm:grid-cols-[1fr_1fr_auto]">
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
      <label htmlFor={`${id}-email`} className="sr-only">
        Email
      </label>
      <input
        id={`${id}-email`}
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder="you@company.com"
        maxLength={254}
        className="input-field mt-0"
      />
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
