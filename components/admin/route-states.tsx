"use client";

// What an admin route shows while the server reads its data (loading.tsx), and when that failed
// (error.tsx): the same panels as the screens' own.
import { ErrorPanel, LoadingPanel } from "./status-panels";

export function RouteLoading({ label }: { label: string }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <LoadingPanel label={label} />
    </div>
  );
}

export function RouteError({ message, reset }: { message: string; reset: () => void }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <ErrorPanel message={message} onRetry={reset} />
    </div>
  );
}
