"use client";

// The interactive parts of a lead's page. Each change reads the page again.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useId, useState } from "react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { ArrowLeft } from "@/components/ui/icons";
import { toast } from "@/components/ui/toaster";
import { changeLeadAction, noteLeadAction } from "@/lib/actions/leads";
import { failureMessage, runAction } from "@/lib/admin/client";
import { formatDay } from "@/lib/utils/format-day";
import type { leadUpdateSchema } from "@/lib/validations/lead-changes";
import type { LeadDetailJson } from "@/lib/validations/lead-detail";
import { addDays } from "@/lib/validations/overview";
import {
  LEAD_STATUSES,
  type LeadStatus,
  QUALIFICATIONS,
  type Qualification,
} from "@/lib/validations/summaries";

type LeadChange = z.input<typeof leadUpdateSchema>;

import { inboxHref } from "./admin-link";
import { Field, fieldClass } from "./security/card";

export function BackToLeads() {
  const [backHref, setBackHref] = useState("/admin");
  useEffect(() => setBackHref(inboxHref()), []);
  return (
    <Link
      href={backHref}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      All leads
    </Link>
  );
}

type Change = { status?: LeadStatus; qualification?: Qualification };

/** Changes the lead (a server action), told in a toast either way; answers whether it saved. */
async function patchLead(id: string, change: LeadChange, saved: string): Promise<boolean> {
  try {
    await runAction(() => changeLeadAction({ leadId: id, change }));
    toast({ title: saved });
    return true;
  } catch (err) {
    toast({
      title: "Not saved",
      description: failureMessage(err, "Please try again."),
      variant: "error",
    });
    return false;
  }
}

export function WorkLead({
  lead: d,
  today,
  followUp,
}: {
  lead: LeadDetailJson;
  /** The agency's today (YYYY-MM-DD), for the follow-up's choices. */
  today: string;
  /** How the current follow-up reads ("due today", "due Tue, Dec 1"), if one is set. */
  followUp: string | null;
}) {
  const uid = useId();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const l = d.lead;

  // The owner's choice shows at once, for the lead as the server rendered it when it was made:
  // the page read again after the save brings the stored value; a failed save puts it back.
  const [chosen, setChosen] = useState<Change & { on: unknown }>({ on: null });
  const pending: Change = chosen.on === d ? chosen : {};

  async function save(change: Change) {
    setBusy(true);
    // Both choices made on this copy of the lead show until the page brings them.
    setChosen((c) => ({ ...(c.on === d ? c : {}), on: d, ...change }));
    if (await patchLead(l.id, change, "Lead updated")) router.refresh();
    else setChosen({ on: null });
    setBusy(false);
  }

  return (
    <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
      <Field id={`${uid}-status`} label="Status">
        <select
          id={`${uid}-status`}
          value={pending.status ?? l.status}
          disabled={busy}
          onChange={(e) => save({ status: LEAD_STATUSES.find((v) => v === e.target.value) })}
          className={fieldClass}
        >
          {LEAD_STATUSES.map((v) => (
            <option key={v}>{v}</option>
          ))}
        </select>
      </Field>
      <Field id={`${uid}-qualification`} label="Qualification">
        <select
          id={`${uid}-qualification`}
          value={pending.qualification ?? l.owner_qualification ?? ""}
          disabled={busy}
          onChange={(e) =>
            save({ qualification: QUALIFICATIONS.find((v) => v === e.target.value) })
          }
          className={fieldClass}
        >
          {!(pending.qualification ?? l.owner_qualification) && (
            <option value="">From the chat: {d.chat_qualification}</option>
          )}
          {QUALIFICATIONS.map((v) => (
            <option key={v}>{v}</option>
          ))}
        </select>
      </Field>
      <FollowUp leadId={l.id} today={today} current={followUp} />
    </div>
  );
}

const FOLLOW_UP_CHOICES = [
  { label: "Tomorrow", days: 1 },
  { label: "In 3 days", days: 3 },
  { label: "Next week", days: 7 },
] as const;

/** When to follow the lead up: a quick choice, a date, or none. */
function FollowUp({
  leadId,
  today,
  current,
}: {
  leadId: string;
  today: string;
  current: string | null;
}) {
  const uid = useId();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);
  // Typed or picked, the date is saved with Set: typing a day digit by digit saves nothing.
  const [day, setDay] = useState("");

  async function set(day: string | null) {
    setBusy(true);
    const saved = day ? `Follow-up set for ${formatDay(day)}` : "Follow-up cleared";
    if (await patchLead(leadId, { follow_up_at: day }, saved)) {
      setPicking(false);
      router.refresh();
    }
    setBusy(false);
  }

  return (
    <fieldset className="min-w-0 sm:col-span-2 lg:col-span-1" disabled={busy}>
      <legend className="text-sm font-semibold text-ink">Follow up</legend>
      <p className="mt-1 text-sm text-muted first-letter:uppercase">{current ?? "Not set"}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {FOLLOW_UP_CHOICES.map((c) => (
          <Button
            key={c.days}
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => set(addDays(today, c.days))}
          >
            {c.label}
          </Button>
        ))}
        <Button
          type="button"
          size="sm"
          variant="secondary"
          aria-expanded={picking}
          aria-controls={picking ? `${uid}-picker` : undefined}
          onClick={() => setPicking((v) => !v)}
        >
          A date…
        </Button>
        {current && (
          <Button type="button" size="sm" variant="ghost" onClick={() => set(null)}>
            Clear
          </Button>
        )}
      </div>
      {picking && (
        <div id={`${uid}-picker`} className="mt-2 flex gap-2">
          <label htmlFor={`${uid}-date`} className="sr-only">
            Follow-up date
          </label>
          <input
            id={`${uid}-date`}
            type="date"
            min={today}
            value={day}
            onChange={(e) => setDay(e.target.value)}
            className={fieldClass}
          />
          <Button
            type="button"
            size="sm"
            className="h-11 shrink-0"
            disabled={!day || day < today}
            onClick={() => set(day)}
          >
            Set
          </Button>
        </div>
      )}
    </fieldset>
  );
}

export function AddNote({ leadId }: { leadId: string }) {
  const uid = useId();
  const router = useRouter();
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);

  async function addNote(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) return;
    setBusy(true);
    try {
      await runAction(() => noteLeadAction({ leadId, body: note }));
      setNote("");
      router.refresh();
    } catch (err) {
      toast({
        title: "Note not saved",
        description: failureMessage(err, "Please try again."),
        variant: "error",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={addNote} className="mt-3">
      <label htmlFor={`${uid}-note`} className="block text-sm font-semibold text-ink">
        Add a note
      </label>
      <textarea
        id={`${uid}-note`}
        value={note}
        maxLength={5000}
        rows={3}
        onChange={(e) => setNote(e.target.value)}
        className="mt-1.5 block w-full rounded-xl border border-line bg-white px-3 py-2 text-sm text-ink shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
      <Button type="submit" size="sm" className="mt-2" disabled={busy || !note.trim()}>
        Save note
      </Button>
    </form>
  );
}

/** Marks the visitor's request for a person answered (after replying to them). */
export function AnswerHandoff({ leadId }: { leadId: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function answer() {
    setBusy(true);
    if (await patchLead(leadId, { handoff_answered: true }, "Marked as answered")) router.refresh();
    setBusy(false);
  }
  return (
    <Button type="button" size="sm" onClick={answer} disabled={busy}>
      {busy ? "Saving…" : "Mark as answered"}
    </Button>
  );
}
