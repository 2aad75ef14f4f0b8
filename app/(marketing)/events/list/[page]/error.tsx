"use client";

import { ErrorState } from "@/components/ui/error-state";

export default function EventsError({ error }: { error: Error & { digest?: string } }) {
  return (
    <ErrorState
      error={error}
      log="[events] list failed to load"
      title="Error Loading Events"
      message="We're having trouble loading our events. Please try again later."
      back={{ href: "/", label: "Back to Home" }}
    />
  );
}
