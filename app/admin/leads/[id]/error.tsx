"use client";

// A lead's page that failed on the server (the database away, say): say so, offer to try again.
import { ErrorPanel } from "@/components/admin/status-panels";

export default function LeadError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <ErrorPanel message="The lead could not be loaded. Please try again." onRetry={reset} />
    </div>
  );
}
