"use client";

import { ErrorState } from "@/components/ui/error-state";

export default function EventError({ error }: { error: Error & { digest?: string } }) {
  return (
    <ErrorState
      error={error}
      log="[events] event failed to load"
      title="Error Loading Event"
      message="We're having trouble loading this event. Please try again later."
      back={{ href: "/events", label: "All events" }}
    />
  );
}
