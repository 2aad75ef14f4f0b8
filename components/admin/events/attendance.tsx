"use client";

// The attendee list's attendance marks ("was there", "mark all") and taking someone off the
// list, whose seat goes to the first person waiting.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LoaderCircle } from "@/components/ui/icons";
import { toast } from "@/components/ui/toaster";
import {
  attendanceAction,
  markAllAttendedAction,
  removeAttendeeAction,
} from "@/lib/actions/attendees";
import { failureMessage, runAction } from "@/lib/admin/client";
import type { ActionResult } from "@/lib/auth/action";

function useRun() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  /** Runs the action with the toasts; answers whether it worked. */
  async function run<T>(
    work: () => Promise<ActionResult<T>>,
    done: string | null,
    failed: string,
  ): Promise<boolean> {
    setPending(true);
    try {
      await runAction(work);
      if (done) toast({ title: done });
      router.refresh();
      return true;
    } catch (err) {
      toast({ title: failureMessage(err, failed), variant: "error" });
      return false;
    } finally {
      setPending(false);
    }
  }
  return { pending, run };
}

export function AttendedBox({
  eventId,
  attendeeId,
  attended,
  who,
}: {
  eventId: string;
  attendeeId: string;
  attended: boolean;
  who: string;
}) {
  const { pending, run } = useRun();
  const [checked, setChecked] = useState(attended);
  return (
    <input
      type="checkbox"
      checked={checked}
      disabled={pending}
      aria-label={`${who} was there`}
      className="size-5 accent-brand-600"
      onChange={(e) => {
        const next = e.currentTarget.checked;
        setChecked(next);
        void run(
          () => attendanceAction({ eventId, attendeeId, attended: next }),
          null,
          "The mark could not be saved. Please try again.",
        ).then((ok) => {
          if (!ok) setChecked(!next);
        });
      }}
    />
  );
}

export function MarkAllAttended({ eventId }: { eventId: string }) {
  const { pending, run } = useRun();
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={pending}
      onClick={() =>
        run(
          () => markAllAttendedAction({ eventId }),
          "Everyone with a seat is marked as there",
          "That did not work. Please try again.",
        )
      }
    >
      {pending && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
      Mark all as there
    </Button>
  );
}

export function RemoveAttendee({
  eventId,
  attendeeId,
  who,
}: {
  eventId: string;
  attendeeId: string;
  who: string;
}) {
  const { pending, run } = useRun();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() => {
        if (
          !window.confirm(`Take ${who} off the list? Their seat goes to the first person waiting.`)
        )
          return;
        void run(
          () => removeAttendeeAction({ eventId, attendeeId }),
          `${who} is off the list`,
          "They could not be removed. Please try again.",
        );
      }}
      className="min-h-6 rounded px-1 text-xs font-semibold text-red-700 hover:underline disabled:opacity-50"
    >
      Remove<span className="sr-only"> {who}</span>
    </button>
  );
}
