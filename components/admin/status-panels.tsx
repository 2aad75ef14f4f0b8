// Shared states of the admin lists: loading, error with Retry, empty.

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { CircleAlert, Inbox, LoaderCircle, RotateCw } from "@/components/ui/icons";

export function LoadingPanel({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 px-4 py-16 text-muted">
      <LoaderCircle className="size-5 animate-spin text-brand-600" aria-hidden />
      {label}
    </div>
  );
}

export function ErrorPanel({
  message,
  onRetry,
  children,
}: {
  message: string;
  /** Without it, no Retry: for a failure that trying again cannot mend. */
  onRetry?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-4 px-4 py-14 text-center">
      <CircleAlert className="size-8 text-red-600" aria-hidden />
      <p role="alert" className="font-semibold text-red-800">
        {message}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <RotateCw className="size-4" aria-hidden />
            Retry
          </Button>
        )}
        {children}
      </div>
    </div>
  );
}

export function EmptyPanel({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-14 text-center">
      <Inbox className="size-8 text-slate-400" aria-hidden />
      <p className="font-semibold text-ink">{title}</p>
      {hint && <p className="text-sm text-muted">{hint}</p>}
      {children && <div className="mt-2">{children}</div>}
    </div>
  );
}
