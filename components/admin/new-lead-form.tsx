"use client";

// /admin/leads/new: a lead met outside the site (a referral, a call, a card from an event). Saved
// through the same function as POST /api/admin/leads; a known email joins its lead.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { ArrowLeft, LoaderCircle, Plus } from "@/components/ui/icons";
import { toast } from "@/components/ui/toaster";
import { addLeadAction } from "@/lib/actions/leads";
import { failureMessage, runAction } from "@/lib/admin/client";
import { centsFromDollars } from "@/lib/utils/money";
import { LEAD_STATUSES } from "@/lib/validations/lead-status";
import { LEAD_SOURCE_LABELS, MANUAL_LEAD_SOURCES } from "@/lib/validations/summaries";
import { Button } from "../ui/button";
import { textareaClass } from "./content/fields";
import { card } from "./events/event-fields";
import { Field, FormError, fieldClass } from "./security/card";

export function NewLeadForm() {
  const id = useId();
  const router = useRouter();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => headingRef.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const value = centsFromDollars(text("deal_value"));
    if (Number.isNaN(value)) {
      setProblem("Deal value must be an amount in dollars, like 4500 or 4,500.00.");
      return;
    }
    setProblem(null);
    setPending(true);
    try {
      const added = await runAction(() =>
        addLeadAction({
          name: text("name"),
          email: text("email"),
          phone: text("phone"),
          company_name: text("company_name"),
          source: text("source") as (typeof MANUAL_LEAD_SOURCES)[number],
          note: text("note"),
          deal_value_cents: value,
          expected_close_on: text("expected_close_on") || null,
          status: text("status") as (typeof LEAD_STATUSES)[number],
        }),
      );
      toast({
        title: added.joined ? "Added to their existing lead" : "Lead added",
        description: added.joined
          ? "This email already had a lead: the details filled its empty fields."
          : undefined,
      });
      router.push(`/admin/leads/${added.id}`);
    } catch (err) {
      setProblem(failureMessage(err, "The lead could not be added. Please try again."));
      setPending(false);
    }
  }

  const f = (name: string) => `${id}-${name}`;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div>
        <Link
          href="/admin"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          All leads
        </Link>
        <h1
          id={f("heading")}
          ref={headingRef}
          tabIndex={-1}
          className="mt-4 text-2xl font-bold tracking-tight text-ink focus:outline-none sm:text-3xl"
        >
          New lead
        </h1>
        <p className="mt-1 text-sm text-muted">
          Someone you met outside the site. An email that already has a lead adds to it.
        </p>
      </div>
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby={f("heading")}
        className={`${card} grid gap-5 sm:grid-cols-2`}
      >
        <Field id={f("name")} label="Name" className="sm:col-span-2">
          <input id={f("name")} name="name" required autoComplete="off" className={fieldClass} />
        </Field>
        <Field id={f("email")} label="Email">
          <input
            id={f("email")}
            name="email"
            type="email"
            autoComplete="off"
            aria-describedby={f("reach")}
            className={fieldClass}
          />
        </Field>
        <Field id={f("phone")} label="Phone">
          <input
            id={f("phone")}
            name="phone"
            type="tel"
            autoComplete="off"
            aria-describedby={f("reach")}
            className={fieldClass}
          />
        </Field>
        <p id={f("reach")} className="-mt-3 text-xs text-muted sm:col-span-2">
          An email, a phone number, or both: a way to reach them.
        </p>
        <Field id={f("company")} label="Company">
          <input id={f("company")} name="company_name" autoComplete="off" className={fieldClass} />
        </Field>
        <Field id={f("source")} label="Where you met">
          <select id={f("source")} name="source" defaultValue="referral" className={fieldClass}>
            {MANUAL_LEAD_SOURCES.map((s) => (
              <option key={s} value={s}>
                {LEAD_SOURCE_LABELS[s]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={f("value")} label="Deal value (USD, optional)">
          <input
            id={f("value")}
            name="deal_value"
            inputMode="decimal"
            placeholder="4,500"
            autoComplete="off"
            className={fieldClass}
          />
        </Field>
        <Field id={f("close")} label="Expected to close (optional)">
          <input id={f("close")} name="expected_close_on" type="date" className={fieldClass} />
        </Field>
        <Field id={f("status")} label="Status">
          <select id={f("status")} name="status" defaultValue="New" className={fieldClass}>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
        <Field id={f("note")} label="Note (optional)" className="sm:col-span-2">
          <textarea id={f("note")} name="note" rows={4} className={textareaClass} />
        </Field>
        {problem ? (
          <div className="sm:col-span-2">
            <FormError message={problem} />
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" variant="primary" disabled={pending}>
            {pending ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden />
            ) : (
              <Plus className="size-4" aria-hidden />
            )}
            {pending ? "Adding…" : "Add lead"}
          </Button>
        </div>
      </form>
    </div>
  );
}
