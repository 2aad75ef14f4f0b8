"use client";

// A free seat's registration, or the waitlist of a full event: name, email and the owner's
// questions. A plain form posting to the API (it answers with the thank-you page), taken over by
// script once it loads so the answer shows in place.
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { REGISTERED_MESSAGE } from "@/lib/events/registered-message";
import { type PostOutcome, postForMessage } from "@/lib/post-for-message";
import "@/components/forms/form.css";

type State = { kind: "idle" | "sending" } | PostOutcome;

export function RegisterForm({
  slug,
  ticketId,
  questions,
  waitlist,
}: {
  slug: string;
  ticketId: string;
  questions: string[];
  /** The seats are taken: this puts the person on the waitlist. */
  waitlist: boolean;
}) {
  const id = useId();
  const [state, setState] = useState<State>({ kind: "idle" });
  const action = `/api/events/${slug}/register`;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    setState({ kind: "sending" });
    setState(
      await postForMessage(
        action,
        {
          name: data.get("name"),
          email: data.get("email"),
          ticket_id: ticketId,
          answers: data.getAll("answers"),
        },
        REGISTERED_MESSAGE,
      ),
    );
  }

  if (state.kind === "done") {
    return (
      <p role="status" className="rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-800">
        {state.message}
      </p>
    );
  }
  return (
    <form method="post" action={action} onSubmit={onSubmit} className="grid gap-3 text-left">
      <input type="hidden" name="ticket_id" value={ticketId} />
      {waitlist && (
        <p role="note" className="rounded-xl bg-surface p-3 text-center font-semibold text-ink">
          Full — join the waitlist
        </p>
      )}
      <label htmlFor={`${id}-name`} className="text-sm font-semibold text-ink">
        Name
        <input
          id={`${id}-name`}
          name="name"
          required
          autoComplete="name"
          maxLength={100}
          className="input-field"
        />
      </label>
      <label htmlFor={`${id}-email`} className="text-sm font-semibold text-ink">
        Email
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          className="input-field"
        />
      </label>
      {questions.map((q, i) => (
        <label key={q} htmlFor={`${id}-q${i}`} className="text-sm font-semibold text-ink">
          {q} <span className="font-normal text-muted">(optional)</span>
          <textarea
            id={`${id}-q${i}`}
            name="answers"
            rows={2}
            maxLength={1000}
            className="input-field"
          />
        </label>
      ))}
      <Button type="submit" size="lg" disabled={state.kind === "sending"} className="w-full">
        {state.kind === "sending" ? "Sending…" : waitlist ? "Join the waitlist" : "Register free"}
      </Button>
      {state.kind === "error" && (
        <p role="alert" className="text-sm text-red-700">
          {state.message}
        </p>
      )}
    </form>
  );
}
