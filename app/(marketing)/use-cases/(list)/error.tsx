"use client";

import { ErrorState } from "@/components/ui/error-state";

export default function UseCasesError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <ErrorState
      error={error}
      log="[use-cases] failed to load"
      title="Use cases are unavailable"
      message="Failed to load use cases. Please try again later."
      retry={reset}
    />
  );
}
