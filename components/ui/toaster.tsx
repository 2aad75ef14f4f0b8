"use client";

import { useSyncExternalStore } from "react";
// A small toast system: `toast()` from any client component, one <Toaster /> in the root layout.
// Toasts are announced by a polite live region and dismiss themselves after a few seconds.
import { CircleAlert, CircleCheck, X } from "@/components/ui/icons";
import { cn } from "@/lib/utils/cn";

export type Toast = {
  id: number;
  title: string;
  description?: string;
  variant?: "success" | "error";
};

const DURATION_MS = 6000;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function toast(input: Omit<Toast, "id">): number {
  const id = nextId++;
  toasts = [...toasts.slice(-2), { id, variant: "success", ...input }];
  emit();
  setTimeout(() => dismissToast(id), DURATION_MS);
  return id;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const empty: Toast[] = [];

const placements = {
  // Bottom left, clear of the header's buttons and of the chat launcher (bottom right).
  bottom: "inset-x-0 bottom-24 items-center sm:inset-x-auto sm:bottom-6 sm:left-4 sm:items-start",
  // Over the admin's header bar, clear of the lists and tables under it.
  top: "inset-x-0 top-2 items-center sm:left-auto sm:right-4 sm:items-end",
};

export function Toaster({ placement = "bottom" }: { placement?: keyof typeof placements }) {
  const items = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => empty,
  );
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className={cn(
        "pointer-events-none fixed z-[60] flex flex-col gap-2 px-4",
        placements[placement],
      )}
    >
      {items.map((t) => (
        <div
          key={t.id}
          role={t.variant === "error" ? "alert" : "status"}
          className={cn(
            "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-card border bg-white p-4 shadow-lift",
            t.variant === "error" ? "border-red-200" : "border-emerald-200",
          )}
        >
          {t.variant === "error" ? (
            <CircleAlert className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden />
          ) : (
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
          )}
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-ink">{t.title}</p>
            {t.description && <p className="mt-1 text-sm text-muted">{t.description}</p>}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(t.id)}
            className="rounded-md p-1 text-muted hover:bg-surface hover:text-ink"
            aria-label="Dismiss notification"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ))}
    </section>
  );
}
