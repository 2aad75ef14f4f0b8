"use client";

import { RouteError } from "@/components/admin/route-states";

export default function ErrorState({ reset }: { error: Error; reset: () => void }) {
  return <RouteError message="Failed to fetch chat summaries" reset={reset} />;
}
