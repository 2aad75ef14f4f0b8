"use client";

// Where you are signed in, with a way to sign one session out, or every one but this.
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { signOutOthersAction, signOutSessionAction } from "@/lib/actions/admins";
import { failureMessage, runAction } from "@/lib/admin/client";
import type { ActionResult } from "@/lib/auth/action";
import type { SessionList } from "@/lib/validations/auth";
import { FormError, SettingsCard } from "./card";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

export function SessionsCard({ sessions }: SessionList) {
  const id = useId();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);

  async function act(change: () => Promise<ActionResult<unknown>>, done: string) {
    setError(null);
    try {
      await runAction(change);
      toast({ title: done });
      router.refresh();
    } catch (err) {
      setError(failureMessage(err, "That did not work. Please try again."));
    }
  }

  return (
    <SettingsCard
      id={`${id}-title`}
      title="Where you're signed in"
      intro="Sessions end after a while without activity, and 12 hours after signing in at the latest."
    >
      {
        <>
          <ul aria-label="Sessions" className="divide-y divide-line">
            {sessions.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-medium text-ink">
                    {s.browser}
                    {s.current && (
                      <span className="ml-2 rounded-pill bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                        This device
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-muted">
                    {s.ip ?? "Unknown address"} · signed in {when.format(new Date(s.created_at))} ·
                    last active {when.format(new Date(s.last_seen_at))}
                  </p>
                </div>
                {!s.current && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() =>
                      act(() => signOutSessionAction({ sessionId: s.id }), "Session signed out")
                    }
                  >
                    Sign out
                    <span className="sr-only"> {s.browser}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <FormError message={error} />
          {sessions.length > 1 && (
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => act(() => signOutOthersAction({}), "Other sessions signed out")}
            >
              Sign out all other sessions
            </Button>
          )}
        </>
      }
    </SettingsCard>
  );
}
