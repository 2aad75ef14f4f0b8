"use client";

import { ErrorState } from "@/components/ui/error-state";

export default function UseCaseError({ error }: { error: Error & { digest?: string } }) {
  return (
    <ErrorState
      error={error}
      log="[use-cases] detail failed to load"
      title="Failed to load the use case."
      message="Please try again later."
      back={{ href: "/use-cases", label: "All use cases" }}
    />
  );
}
