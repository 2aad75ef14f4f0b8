"use client";

import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/section";

export default function ArticleError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => console.error("[blog] article failed to load", error.digest ?? ""), [error]);
  return (
    <Container className="flex min-h-[55vh] flex-col items-center justify-center py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Error Loading Article</h1>
      <p className="mt-4 max-w-md text-lg text-muted">
        We're having trouble loading this article. Please try again later.
      </p>
      <ButtonLink href="/blog" className="mt-8">
        <ArrowLeft className="size-4" aria-hidden />
        Back to Blog
      </ButtonLink>
    </Container>
  );
}
