"use client";

// The deal on a lead's page: what it is worth and when the owner expects it to close, saved
// together through the lead's one change action (each change joins the history).
import { useRouter } from "next/navigation";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { changeLeadAction } from "@/lib/actions/leads";
import { failureMessage, runAction } from "@/lib/admin/client";
import type { DealSuggestion } from "@/lib/leads/deal-suggestion";
import { centsFromDollars, dollarsFromCents, formatUsd } from "@/lib/utils/money";
import { FormError, fieldClass } from "./security/card";

export function LeadDeal({
  leadId,
  valueCents,
  closeOn,
  suggestions = [],
}: {
  leadId: string;
  valueCents: number | null;
  closeOn: string | null;
  /** The pricing page's packages named in the conversation, offered while no value is set. */
  suggestions?: DealSuggestion[];
}) {
  const uid = useId();
  const valueRef = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const cents = centsFromDollars(String(form.get("value") ?? ""));
    if (Number.isNaN(cents)) {
      setProblem("Deal value must be an amount in dollars, like 4500 or 4,500.00.");
      return;
    }
    const close = String(form.get("close") ?? "") || null;
    const change = {
      ...(cents !== valueCents ? { deal_value_cents: cents } : {}),
      ...(close !== closeOn ? { expected_close_on: close } : {}),
    };
    setProblem(null);
    if (Object.keys(change).length === 0) return;
    setBusy(true);
    try {
      await runAction(() => changeLeadAction({ leadId, change }));
      toast({ title: "Deal saved" });
      router.refresh();
    } catch (err) {
      setProblem(failureMessage(err, "The deal could not be saved. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} noValidate aria-label="Deal" className="mt-4 border-t border-line pt-4">
      <fieldset disabled={busy} className="grid min-w-0 gap-3 sm:grid-cols-2">
        <legend className="text-sm font-semibold text-ink">Deal</legend>
        <div>
          <label htmlFor={`${uid}-value`} className="block text-xs font-semibold text-muted">
            Value (USD)
          </label>
          <input
            id={`${uid}-value`}
            name="value"
            inputMode="decimal"
            placeholder="4,500"
            autoComplete="off"
            defaultValue={valueCents === null ? "" : dollarsFromCents(valueCents)}
            className={fieldClass}
            ref={valueRef}
          />
          {valueCents === null && suggestions.length > 0 ? (
            <p className="mt-1.5 flex flex-wrap items-center gap-1.5 text-xs text-muted">
              Discussed in the chat:
              {suggestions.map((s) => (
                <button
                  key={s.name}
                  type="button"
                  onClick={() => {
                    if (valueRef.current) valueRef.current.value = dollarsFromCents(s.cents);
                    valueRef.current?.focus();
                  }}
                  className="rounded-full border border-line px-2 py-0.5 font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {s.name}, {formatUsd(s.cents)}
                </button>
              ))}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${uid}-close`} className="block text-xs font-semibold text-muted">
            Expected to close
          </label>
          <input
            id={`${uid}-close`}
            name="close"
            type="date"
            defaultValue={closeOn ?? ""}
            className={fieldClass}
          />
        </div>
        {problem ? (
          <div className="sm:col-span-2">
            <FormError message={problem} />
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" size="sm" variant="secondary">
            {busy ? "Saving…" : "Save deal"}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
