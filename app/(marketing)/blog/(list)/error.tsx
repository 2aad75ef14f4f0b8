"use client";

import { ErrorState } from "@/components/ui/error-state";

export default function BlogError({ error }: { error: Error & { digest?: string } }) {
  return (
    <ErrorState
      error={error}
      log="[blog] failed to load"
      title="Failed to load blog posts"
      message="Something went wrong while loading the articles."
      retry="reload"
    />
  );
}
