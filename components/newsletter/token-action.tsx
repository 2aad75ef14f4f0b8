"use client";

// The one button of the confirmation and unsubscribe pages: it sends the link's token, and says
// what happened (or why not) in place.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CircleCheck } from "@/components/ui/icons";
import { type PostOutcome, postForMessage } from "@/lib/post-for-message";

type State = { kind: "idle" | "sending" } | PostOutcome;

export function TokenAction({
  url,
  body,
  label,
  done,
}: {
  url: string;
  /** Sent as JSON; none: an empty POST (the token is in the address). */
  body?: Record<string, string>;
  label: string;
  done: string;
}) {
  const [state, setState] = useState<State>({ kind: "idle" });
  async function act() {
    setState({ kind: "sending" });
    setState(await postForMessage(url, body, done));
  }
  if (state.kind === "done") {
    return (
      <p
        role="status"
        className="mt-8 flex items-center justify-center gap-2 font-semibold text-emerald-700"
      >
        <CircleCheck className="size-5" aria-hidden />
        {state.message}
      </p>
    );
  }
  return (
    <div className="mt-8">
      <Button onClick={act} disabled={state.kind === "sending"}>
        {state.kind === "sending" ? "One moment…" : label}
      </Button>
      {state.kind === "error" && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {state.message}
        </p>
      )}
    </div>
  );
}
