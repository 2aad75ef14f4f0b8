"use client";

// "Tell me about the next one": an email (and a name if they like) joins the waitlist, a lead.
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import "@/components/forms/form.css";

type State = { kind: "idle" | "sending" } | { kind: "done" | "error"; message: string };

export function WaitlistForm({ event }: { event: string }) {
  const id = useId();
  const [state, setState] = useState<State>({ kind: "idle" });

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    setState({ kind: "sending" });
    try {
      const res = await fetch("/api/events/waitlist", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: data.get("email"), name: data.get("name"), event }),
      });
      if (res.ok) {
        setState({
          kind: "done",
          message: "Thanks! We'll email you when the next event is announced.",
        });
        return;
      }
      // The API's {error:{message}} names what was wrong (an address it cannot use, too many tries).
      const body: { error?: { message?: unknown } } | null = await res.json().catch(() => null);
      const message = body?.error?.message;
      setState({
        kind: "error",
        message: typeof message === "string" ? message : "That did not work. Please try again.",
      });
    } catch {
      setState({ kind: "error", message: "No connection. Please try again." });
    }
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
