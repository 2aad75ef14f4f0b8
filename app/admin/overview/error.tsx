"use client";

// The overview failed on the server (the database away, say): say so, offer to try again.
import { ErrorPanel } from "@/components/admin/status-panels";

export default function OverviewError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <ErrorPanel message="Failed to load the overview. Please try again." onRetry={reset} />
    </div>
  );
}
