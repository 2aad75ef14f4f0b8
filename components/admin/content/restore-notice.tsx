"use client";

// Offers the unsaved changes kept from an earlier visit to this editor (./use-form-backup.ts).
import { Button } from "@/components/ui/button";
import { RotateCcw } from "@/components/ui/icons";

const time = new Intl.DateTimeFormat("en-US", { timeStyle: "short" });

export function RestoreNotice({
  at,
  onRestore,
  onDismiss,
}: {
  at: number;
  onRestore: () => void;
  onDismiss: () => void;
}) {
  return (
    <section
      aria-label="Unsaved changes found"
      className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p>
        You have changes from {time.format(at)} that were not saved (the session may have ended).
      </p>
      <div className="flex gap-2">
        <Button size="sm" onClick={onRestore}>
          <RotateCcw className="size-4" aria-hidden />
          Restore them
        </Button>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Discard
        </Button>
      </div>
    </section>
  );
}
