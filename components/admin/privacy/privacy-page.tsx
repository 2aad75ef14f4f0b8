"use client";

// Privacy requests (/admin/privacy): a visitor asks what is stored about them, or asks for it
// to be deleted.
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { LoaderCircle, Search } from "@/components/ui/icons";
import { findPersonAction } from "@/lib/actions/privacy";
import { failureMessage, runAction } from "@/lib/admin/client";
import { isEmailAddress } from "@/lib/validations/patterns";
import type { PrivacySearchResponse, PrivacySettings } from "@/lib/validations/privacy";
import { Field, FormError, fieldClass, SettingsCard } from "../security/card";
import { StoredData } from "./stored-data";

type Result = { email: string; found: PrivacySearchResponse; at: number };

export function PrivacyPage({ settings }: { settings: PrivacySettings }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function find(address: string) {
    setPending(true);
    try {
      const found = await runAction(() => findPersonAction({ email: address }));
      setResult({ email: address.toLowerCase(), found, at: Date.now() });
    } catch (err) {
      setError(failureMessage(err, "The search failed. Please try again."));
    } finally {
      setPending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!isEmailAddress(address)) return setError("Enter a valid email address.");
    setError(null);
    void find(address);
  }

  const retention = settings.retention_days;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Privacy requests</h1>
        <p className="mt-1 text-sm text-muted">
          When someone asks what you store about them, or asks you to delete it, look their email
          address up here. Exports and deletions are recorded in the audit log without the address.
        </p>
      </div>

      <SettingsCard id={`${id}-find`} title="Find a person's data">
        <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <Field id={`${id}-email`} label="Email address">
              <input
                id={`${id}-email`}
                type="email"
                inputMode="email"
                autoComplete="off"
                spellCheck={false}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                className={fieldClass}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            </Field>
          </div>
          <Button type="submit" disabled={pending}>
            {pending ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden />
            ) : (
              <Search className="size-4" aria-hidden />
            )}
            {pending ? "Searching…" : "Find"}
          </Button>
        </form>
        <div id={`${id}-error`} className={error ? "mt-3" : undefined}>
          <FormError message={error} />
        </div>
      </SettingsCard>

      {result && (
        <StoredData
          key={`${result.email}-${result.at}`}
          email={result.email}
          found={result.found}
          onDeleted={() => void find(result.email)}
        />
      )}

      <SettingsCard id={`${id}-retention`} title="Retention">
        <p className="text-sm text-ink">
          {retention === null
            ? "Leads are kept until you delete them. Whoever set up the site can have leads without activity deleted automatically after a number of days; the privacy policy then says so."
            : `Leads without activity for ${retention} days are deleted automatically each day, with their transcripts, notes and contact messages. The privacy policy states this.`}
        </p>
      </SettingsCard>
    </div>
  );
}
