"use client";

// A lead's notes (with the form to add one) and its history of changes, on the lead's page.
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { authorizedFetch, failureMessage } from "@/lib/admin/client";
import type { LeadDetailJson } from "@/lib/validations/summaries";

export const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
export const card = "rounded-card border border-line bg-white p-5 shadow-card";

const ACTIVITY: Record<string, (from: string | null, to: string | null) => string> = {
  created: (_f, to) => `Arrived from ${to === "contact_form" ? "the contact form" : "the chat"}`,
  status: (from, to) => `Status ${from} → ${to}`,
  qualification: (from, to) => `Qualification ${from} → ${to}`,
  note: () => "Added a note",
};

export function LeadNotes({
  leadId,
  notes,
  onAdded,
}: {
  leadId: string;
  notes: LeadDetailJson["notes"];
  onAdded: () => void;
}) {
  const uid = useId();
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);

  async function addNote(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) return;
    setBusy(true);
    try {
      await authorizedFetch(`/api/admin/leads/${leadId}/notes`, {
        method: "POST",
        body: { body: note },
      });
      setNote("");
      onAdded();
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
    <section aria-labelledby={`${uid}-notes`} className={card}>
      <h2 id={`${uid}-notes`} className="font-semibold text-ink">
        Notes
      </h2>
      {notes.length > 0 && (
        <ul aria-label="Notes" className="mt-3 space-y-3">
          {notes.map((n) => (
            <li key={n.id} className="rounded-xl border border-line p-3 text-sm">
              <p className="whitespace-pre-line text-ink">{n.body}</p>
              <p className="mt-1 text-xs text-muted">
                {n.author} · {when.format(new Date(n.created_at))}
              </p>
            </li>
          ))}
        </ul>
      )}
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
    </section>
  );
}

export function LeadHistory({ activity }: { activity: LeadDetailJson["activity"] }) {
  const uid = useId();
  return (
    <section aria-labelledby={`${uid}-history`} className={card}>
      <h2 id={`${uid}-history`} className="font-semibold text-ink">
        History
      </h2>
      <ol aria-label="History" className="mt-3 space-y-2 text-sm">
        {activity.map((a) => (
          <li key={`${a.at}-${a.kind}-${a.to}`}>
            <span className="text-ink">{ACTIVITY[a.kind]?.(a.from, a.to) ?? a.kind}</span>
            <span className="block text-xs text-muted">
              {when.format(new Date(a.at))}
              {a.actor ? ` · ${a.actor}` : ""}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
