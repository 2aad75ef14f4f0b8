"use client";

import { ErrorState } from "@/components/ui/error-state";

export default function ArticleError({ error }: { error: Error & { digest?: string } }) {
  return (
    <ErrorState
      error={error}
      log="[blog] article failed to load"
      title="Error Loading Article"
      message="We're having trouble loading this article. Please try again later."
      back={{ href: "/blog", label: "Back to Blog" }}
    />
  );
}
