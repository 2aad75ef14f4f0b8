"use client";

// What is stored about one email address: downloaded as JSON, or deleted after typing it again.
import Link from "next/link";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Download, LoaderCircle, Trash } from "@/components/ui/icons";
import { toast } from "@/components/ui/toaster";
import { deletePersonAction, exportPersonAction } from "@/lib/actions/privacy";
import { failureMessage, runAction, saveBlob } from "@/lib/admin/client";
import type { PrivacyCounts, PrivacySearchResponse } from "@/lib/validations/privacy";
import { LEAD_SOURCE_LABELS } from "@/lib/validations/summaries";
import { leadHref } from "../admin-link";
import { Field, FormError, fieldClass } from "../security/card";

const KINDS: Array<{ key: keyof PrivacyCounts; one: string; many: string }> = [
  { key: "leads", one: "lead", many: "leads" },
  { key: "messages", one: "chat message", many: "chat messages" },
  { key: "notes", one: "note", many: "notes" },
  { key: "chatContexts", one: "saved chat context", many: "saved chat contexts" },
  { key: "contactMessages", one: "contact-form message", many: "contact-form messages" },
  { key: "notifications", one: "notification", many: "notifications" },
  { key: "tickets", one: "event ticket", many: "event tickets" },
  { key: "subscribers", one: "newsletter subscription", many: "newsletter subscriptions" },
];

/** "2 leads, 14 chat messages, 1 note" (only the kinds present). */
export const describeCounts = (counts: PrivacyCounts) =>
  KINDS.filter((k) => counts[k.key] > 0)
    .map((k) => `${counts[k.key]} ${counts[k.key] === 1 ? k.one : k.many}`)
    .join(", ");

const sourceLabel = (source: string) =>
  LEAD_SOURCE_LABELS[source as keyof typeof LEAD_SOURCE_LABELS] ?? "Chat";
const dateLabel = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

export function StoredData({
  email,
  found,
  onDeleted,
}: {
  email: string;
  found: PrivacySearchResponse;
  onDeleted: () => void;
}) {
  const id = useId();
  const [pending, setPending] = useState<"export" | "delete" | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const anything = Object.values(found.counts).some((n) => n > 0);

  // A new answer takes the focus, so a screen reader hears it; the confirmation takes it next.
  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  async function download() {
    setPending("export");
    try {
      const file = await runAction(() => exportPersonAction({ email }));
      saveBlob(new Blob([file.json], { type: "application/json" }), file.filename);
      toast({ title: "Export ready", description: "The JSON file is downloading." });
    } catch (err) {
      toast({
        title: "Export failed",
        description: failureMessage(err, "The data could not be exported."),
        variant: "error",
      });
    } finally {
      setPending(null);
    }
  }

  async function erase(event: FormEvent) {
    event.preventDefault();
    if (confirm.trim().toLowerCase() !== email) {
      return setError("Type the email address exactly as above to confirm.");
    }
    setError(null);
    setPending("delete");
    try {
      const { deleted } = await runAction(() =>
        deletePersonAction({ email, confirm: confirm.trim() }),
      );
      toast({
        title: "Personal data deleted",
        description: describeCounts(deleted) || "Nothing was stored.",
      });
      onDeleted();
    } catch (err) {
      setError(failureMessage(err, "The data could not be deleted."));
      setPending(null);
    }
  }

  function cancel() {
    setConfirming(false);
    setConfirm("");
    setError(null);
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <h2
        id={`${id}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="break-words text-lg font-semibold text-ink focus:outline-none"
      >
        Stored about {email}
      </h2>
      {!anything ? (
        <p className="mt-2 text-sm text-muted">Nothing is stored about this address.</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-ink">{describeCounts(found.counts)}.</p>
          {found.leads.length > 0 && (
            <ul className="mt-3 divide-y divide-line rounded-xl border border-line">
              {found.leads.map((lead) => (
                <li
                  key={lead.id}
                  className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
                >
                  <Link href={leadHref(lead.id)} className="font-semibold text-brand-700 underline">
                    {lead.name || "Unnamed lead"}
                  </Link>
                  <span className="text-muted">
                    {sourceLabel(lead.source)} · {dateLabel.format(new Date(lead.created_at))}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={download} disabled={pending !== null}>
              {pending === "export" ? (
                <LoaderCircle className="size-4 animate-spin" aria-hidden />
              ) : (
                <Download className="size-4" aria-hidden />
              )}
              Download as JSON
            </Button>
            {!confirming && (
              <Button
                variant="danger-outline"
                size="sm"
                onClick={() => setConfirming(true)}
                disabled={pending !== null}
              >
                <Trash className="size-4" aria-hidden />
                Delete all of it…
              </Button>
            )}
          </div>
          {confirming && (
            <form
              onSubmit={erase}
              noValidate
              aria-labelledby={`${id}-warning`}
              className="mt-4 space-y-3 rounded-xl border border-red-200 bg-red-50/60 p-4"
            >
              <p id={`${id}-warning`} className="text-sm font-semibold text-red-900">
                This deletes {describeCounts(found.counts)} for good. It cannot be undone.
              </p>
              <Field id={`${id}-confirm`} label="Type the email address to confirm">
                <input
                  ref={confirmRef}
                  id={`${id}-confirm`}
                  type="email"
                  autoComplete="off"
                  spellCheck={false}
                  value={confirm}
                  onChange={(e) => setConfirm(e.target.value)}
                  onKeyDown={(e) => e.key === "Escape" && cancel()}
                  className={fieldClass}
                  aria-describedby={error ? `${id}-error` : undefined}
                />
              </Field>
              <div id={`${id}-error`}>
                <FormError message={error} />
              </div>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" size="sm" variant="danger" disabled={pending !== null}>
                  {pending === "delete" && (
                    <LoaderCircle className="size-4 animate-spin" aria-hidden />
                  )}
                  Delete permanently
                </Button>
                <Button type="button" variant="ghost" size="sm" onClick={cancel}>
                  Cancel
                </Button>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}
