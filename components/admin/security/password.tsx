"use client";

// Changing your password: the current one first; your other sessions are signed out.
import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { changePasswordAction } from "@/lib/actions/account";
import { failureMessage, runAction } from "@/lib/admin/client";
import { Field, FormError, fieldClass, SettingsCard } from "./card";

export function PasswordCard() {
  const id = useId();
  const router = useRouter();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [again, setAgain] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (next.length < 12) return setError("The new password must be at least 12 characters.");
    if (next !== again) return setError("The two new passwords are not the same.");
    setError(null);
    setPending(true);
    try {
      await runAction(() =>
        changePasswordAction({ current_password: current, new_password: next }),
      );
      setCurrent("");
      setNext("");
      setAgain("");
      toast({ title: "Password changed", description: "Your other sessions were signed out." });
      router.refresh();
    } catch (err) {
      setError(failureMessage(err, "The password could not be changed."));
    } finally {
      setPending(false);
    }
  }

  return (
    <SettingsCard id={`${id}-title`} title="Change your password">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-3 sm:items-end">
        <Field id={`${id}-current`} label="Current password">
          <input
            id={`${id}-current`}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            className={fieldClass}
          />
        </Field>
        <Field id={`${id}-new`} label="New password">
          <input
            id={`${id}-new`}
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
            className={fieldClass}
          />
        </Field>
        <Field id={`${id}-again`} label="New password again">
          <input
            id={`${id}-again`}
            type="password"
            autoComplete="new-password"
            value={again}
            onChange={(e) => setAgain(e.target.value)}
            className={fieldClass}
          />
        </Field>
        <div className="sm:col-span-3">
          <FormError message={error} />
          <Button type="submit" disabled={pending || !current || !next} className="mt-2">
            Change password
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
