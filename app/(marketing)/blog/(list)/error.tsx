"use client";

import { RotateCcw } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/section";

export default function BlogError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => console.error("[blog] failed to load", error.digest ?? ""), [error]);
  return (
    <Container className="flex min-h-[50vh] flex-col items-center justify-center py-24 text-center">
      <h1 className="text-2xl font-bold text-ink">Failed to load blog posts</h1>
      <p className="mt-3 text-muted">Something went wrong while loading the articles.</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        <RotateCcw className="size-4" aria-hidden />
        Try Again
      </Button>
    </Container>
  );
}
