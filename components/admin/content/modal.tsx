"use client";

// A modal dialog on the native <dialog>: the browser keeps focus inside, closes it on Escape
// and returns focus to the control that opened it.
import { type ReactNode, useEffect, useId, useRef } from "react";
import { X } from "@/components/ui/icons";
import { cn } from "@/lib/utils/cn";

export function Modal({
  open,
  title,
  onClose,
  children,
  className,
}: {
  open: boolean;
  title: string;
  /** Called however the dialog closes (Escape, the close button, the caller's own buttons). */
  onClose: () => void;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className={cn(
        // Preflight removes the user agent's margin: m-auto centres the modal again.
        "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-card border border-line bg-white p-0 text-ink shadow-lift backdrop:bg-slate-900/50",
        className,
      )}
    >
      {open && (
        <div className="p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="-m-1 rounded-md p-1 text-muted hover:bg-surface hover:text-ink"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden />
            </button>
          </div>
          <div className="mt-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}
