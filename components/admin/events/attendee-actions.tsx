"use client";

// The attendee list's actions: add a guest (a comp ticket, the same mails), and send one of a
// ticket holder's mails again.
import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { LoaderCircle, Plus, RotateCw } from "@/components/ui/icons";
import { toast } from "@/components/ui/toaster";
import { addGuestAction, resendMailAction, reviewPaymentAction } from "@/lib/actions/attendees";
import { failureMessage, runAction } from "@/lib/admin/client";
import { Field, FormError, fieldClass } from "../security/card";

export function AddGuest({
  eventId,
  tickets,
}: {
  eventId: string;
  tickets: Array<{ id: string; name: string }>;
}) {
  const id = useId();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    setPending(true);
    setError(null);
    try {
      await runAction(() =>
        addGuestAction({
          eventId,
          email: String(data.get("email") ?? ""),
          name: String(data.get("name") ?? ""),
          ticket_id: String(data.get("ticket") ?? ""),
        }),
      );
      toast({ title: "Guest added" });
      setOpen(false);
      router.refresh();
    } catch (err) {
      setError(failureMessage(err, "The guest could not be added. Please try again."));
    } finally {
      setPending(false);
    }
  }

  if (tickets.length === 0) return null;
  if (!open) {
    return (
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Plus className="size-4" aria-hidden />
        Add a guest
      </Button>
    );
  }
  return (
    <form
      onSubmit={submit}
      aria-label="Add a guest"
      className="mt-4 grid gap-3 rounded-xl border border-line p-4 sm:grid-cols-3"
    >
      <Field id={`${id}-name`} label="Guest name">
        <input id={`${id}-name`} name="name" maxLength={200} className={fieldClass} />
      </Field>
      <Field id={`${id}-email`} label="Guest email">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={254}
          className={fieldClass}
        />
      </Field>
      <Field id={`${id}-ticket`} label="Ticket">
        <select id={`${id}-ticket`} name="ticket" className={fieldClass}>
          {tickets.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </Field>
      {error && (
        <div className="sm:col-span-3">
          <FormError message={error} />
        </div>
      )}
      <div className="flex gap-2 sm:col-span-3">
        <Button type="submit" size="sm" disabled={pending}>
          {pending && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
          Add guest
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

const KIND_LABEL = {
  confirmation: "confirmation",
  access: "access mail",
  reminder: "reminder",
  recording: "recording",
};

export function ResendMail({
  eventId,
  attendeeId,
  kind,
  who,
}: {
  eventId: string;
  attendeeId: string;
  kind: keyof typeof KIND_LABEL;
  who: string;
}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  async function resend() {
    setPending(true);
    try {
      await runAction(() => resendMailAction({ eventId, attendeeId, kind }));
      toast({ title: `The ${KIND_LABEL[kind]} is on its way to ${who}` });
      router.refresh();
    } catch (err) {
      toast({
        title: failureMessage(err, "It could not be sent. Please try again."),
        variant: "error",
      });
    } finally {
      setPending(false);
    }
  }
  return (
    <button
      type="button"
      onClick={resend}
      disabled={pending}
      aria-label={`Send the ${KIND_LABEL[kind]} to ${who} again`}
      className="ml-1 inline-flex items-center rounded p-0.5 text-muted hover:text-brand-700 disabled:opacity-50"
    >
      <RotateCw className={pending ? "size-3.5 animate-spin" : "size-3.5"} aria-hidden />
    </button>
  );
}

/** Accept or decline a checkout held for review (it paid less, or through another link). */
export function ReviewPayment({
  eventId,
  attendeeId,
  who,
  mailReady,
}: {
  eventId: string;
  attendeeId: string;
  who: string;
  /** SMTP is set: an accepted ticket's confirmation goes out. */
  mailReady: boolean;
}) {
  const router = useRouter();
  const [pending, setPending] = useState<"accept" | "decline" | null>(null);
  async function decide(decision: "accept" | "decline") {
    setPending(decision);
    try {
      await runAction(() => reviewPaymentAction({ eventId, attendeeId, decision }));
      toast({
        title:
          decision === "accept"
            ? `${who} has a seat now${mailReady ? "; their confirmation is on its way" : ""}`
            : `Declined: refund ${who} in Stripe if you have not yet`,
      });
      router.refresh();
    } catch (err) {
      toast({
        title: failureMessage(err, "That did not work. Please try again."),
        variant: "error",
      });
    } finally {
      setPending(null);
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" disabled={pending !== null} onClick={() => decide("accept")}>
        {pending === "accept" && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
        Accept
        <span className="sr-only"> {who}'s payment</span>
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={pending !== null}
        onClick={() => decide("decline")}
      >
        {pending === "decline" && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
        Decline
        <span className="sr-only"> {who}'s payment</span>
      </Button>
    </div>
  );
}
