"use client";

// Owners set how likely a deal at each status is to close; the forecast follows on save.
import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import { LoaderCircle } from "@/components/ui/icons";
import { toast } from "@/components/ui/toaster";
import { saveProbabilitiesAction } from "@/lib/actions/pipeline";
import { failureMessage, runAction } from "@/lib/admin/client";
import { LEAD_STATUSES, type LeadStatus } from "@/lib/validations/lead-status";
import type { StageProbabilities } from "@/lib/validations/pipeline";
import { Button } from "../../ui/button";
import { FormError, fieldClass } from "../security/card";

export function ProbabilitiesForm({ probabilities }: { probabilities: StageProbabilities }) {
  const id = useId();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      LEAD_STATUSES.map((s) => [s, Number(String(form.get(s) ?? "").trim() || Number.NaN)]),
    ) as Record<LeadStatus, number>;
    setPending(true);
    setProblem(null);
    try {
      await runAction(() => saveProbabilitiesAction(values));
      toast({ title: "Probabilities saved", description: "The forecast uses them now." });
      router.refresh();
    } catch (err) {
      setProblem(failureMessage(err, "The probabilities could not be saved. Please try again."));
    } finally {
      setPending(false);
    }
  }

  return (
    <details className="mt-4 rounded-xl border border-line p-4">
      <summary className="cursor-pointer text-sm font-semibold text-ink">
        Chance to close by status
      </summary>
      <form onSubmit={save} noValidate aria-label="Chance to close by status" className="mt-3">
        <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {LEAD_STATUSES.map((s) => (
            <div key={s}>
              <label htmlFor={`${id}-${s}`} className="text-sm font-medium text-ink">
                {s} (%)
              </label>
              <input
                id={`${id}-${s}`}
                name={s}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
                defaultValue={probabilities[s]}
                className={fieldClass}
              />
            </div>
          ))}
        </div>
        <div className="mt-3">
          <FormError message={problem} />
        </div>
        <Button type="submit" variant="secondary" size="sm" className="mt-3" disabled={pending}>
          {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
          {pending ? "Saving…" : "Save probabilities"}
        </Button>
      </form>
    </details>
  );
}
