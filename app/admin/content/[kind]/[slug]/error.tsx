"use client";

import { RouteError } from "@/components/admin/route-states";

export default function ErrorState({ reset }: { error: Error; reset: () => void }) {
  return <RouteError message="The editor could not be loaded. Please try again." reset={reset} />;
}
