"use client";

// The editor's save state, announced politely as it changes.
import { Button } from "@/components/ui/button";
import { CircleAlert, CircleCheck, LoaderCircle, RotateCw } from "@/components/ui/icons";
import { cn } from "@/lib/utils/cn";
import type { SaveState } from "./use-content-editor";

function saveStatusText(state: SaveState, dirty: boolean, explicit: string): string {
  if (state === "saving") return "Saving…";
  if (state === "error") return "Couldn't save — retry";
  if (dirty) return explicit;
  return state === "saved" ? "All changes saved" : "";
}

export function SaveStatus({
  state,
  dirty,
  unsavedText = "Unsaved changes",
  onRetry,
}: {
  state: SaveState;
  dirty: boolean;
  /** What unsaved changes mean here (a published post's wait for Update). */
  unsavedText?: string;
  onRetry: () => void;
}) {
  const text = saveStatusText(state, dirty, unsavedText);
  return (
    <div className="flex min-h-9 flex-wrap items-center gap-2">
      <p
        role="status"
        aria-label="Save status"
        className={cn(
          "flex items-center gap-1.5 text-sm font-medium",
          state === "error" ? "text-red-800" : dirty ? "text-amber-800" : "text-muted",
        )}
      >
        {state === "saving" && (
          <LoaderCircle className="size-4 animate-spin text-brand-600" aria-hidden />
        )}
        {state === "error" && <CircleAlert className="size-4" aria-hidden />}
        {state === "saved" && !dirty && (
          <CircleCheck className="size-4 text-emerald-700" aria-hidden />
        )}
        {text}
      </p>
      {state === "error" && (
        <Button variant="ghost" size="sm" onClick={onRetry}>
          <RotateCw className="size-4" aria-hidden />
          Retry
        </Button>
      )}
    </div>
  );
}
