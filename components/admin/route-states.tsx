"use client";

// What an admin route shows while the server reads its data (loading.tsx), and when that failed
// (error.tsx): the same panels as the screens' own.
import { useRouter } from "next/navigation";
import { startTransition } from "react";
import { ErrorPanel, LoadingPanel } from "./status-panels";

export function RouteLoading({ label }: { label: string }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <LoadingPanel label={label} />
    </div>
  );
}

export function RouteError({ message, reset }: { message: string; reset: () => void }) {
  const router = useRouter();
  // The failure was the server's: Retry reads the page from it again, then leaves the error.
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <ErrorPanel message={message} onRetry={retry} />
    </div>
  );
}
