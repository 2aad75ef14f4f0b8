"use client";

import { RotateCcw } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/section";

export default function UseCasesError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => console.error("[use-cases] failed to load", error.digest ?? ""), [error]);
  return (
    <Container className="flex min-h-[50vh] flex-col items-center justify-center py-24 text-center">
      <h1 className="text-2xl font-bold text-ink">Use cases are unavailable</h1>
      <p className="mt-3 text-muted">Failed to load use cases. Please try again later.</p>
      <Button className="mt-6" onClick={reset}>
        <RotateCcw className="size-4" aria-hidden />
        Try Again
      </Button>
    </Container>
  );
}
