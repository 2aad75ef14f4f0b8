"use client";

// The top of an editor: the way back, its heading (focused on opening, for keyboard and
// screen-reader users), and the unsaved changes kept from an earlier visit (./use-form-backup.ts).
import { type ReactNode, useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { RotateCcw } from "@/components/ui/icons";
import { BackToList } from "./studio-link";
import type { useFormBackup } from "./use-form-backup";

export function EditorTop<T>({
  kind,
  title,
  aside,
  kept,
  onRestore,
}: {
  kind: "posts" | "use-cases";
  title: string;
  aside?: ReactNode;
  kept: ReturnType<typeof useFormBackup<T>>;
  onRestore: (form: T) => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <>
      <div>
        <BackToList kind={kind} />
        <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-ink focus:outline-none sm:text-3xl"
          >
            {title}
          </h1>
          {aside}
        </div>
      </div>
      {kept.backup && (
        <RestoreNotice
          at={kept.backup.at}
          onRestore={() => {
            if (kept.backup) onRestore(kept.backup.form);
            kept.settle();
          }}
          onDismiss={kept.dismiss}
        />
      )}
    </>
  );
}

const time = new Intl.DateTimeFormat("en-US", { timeStyle: "short" });

function RestoreNotice({
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
