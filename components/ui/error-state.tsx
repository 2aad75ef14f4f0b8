"use client";

import { useEffect } from "react";
// The error state of a page section that failed to load (spec §8 wording passed in): logs the
// failure's digest, says what happened, and offers to retry or to go back.
import { ArrowLeft, RotateCcw } from "@/components/ui/icons";
import { Button, ButtonLink } from "./button";
import { Container } from "./section";

export function ErrorState({
  error,
  log,
  title,
  message,
  retry,
  back,
}: {
  error: Error & { digest?: string };
  /** What failed, for the browser console ("[blog] failed to load"). */
  log: string;
  title: string;
  message: string;
  /** "reload" reloads the page (spec: the blog's Try Again); a function retries in place. */
  retry?: "reload" | (() => void);
  back?: { href: string; label: string };
}) {
  useEffect(() => console.error(log, error.digest ?? ""), [error, log]);
  return (
    <Container className="flex min-h-[55vh] flex-col items-center justify-center py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
      <p className="mt-4 max-w-md text-lg text-muted">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {retry && (
          <Button onClick={retry === "reload" ? () => window.location.reload() : retry}>
            <RotateCcw className="size-4" aria-hidden />
            Try Again
          </Button>
        )}
        {back && (
          <ButtonLink href={back.href} variant={retry ? "secondary" : "primary"}>
            <ArrowLeft className="size-4" aria-hidden />
            {back.label}
          </ButtonLink>
        )}
      </div>
    </Container>
  );
}
