"use client";

import { RotateCcw } from "lucide-react";
import Link from "next/link";
import { useEffect } from "react";
import { Button, buttonClasses } from "@/components/ui/button";

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error("[page] render failed", error.digest ?? "");
  }, [error]);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 text-center"
    >
      <h1 className="text-3xl font-bold tracking-tight text-ink">Something went wrong</h1>
      <p className="mt-4 text-lg text-muted">
        We hit a problem showing this page. Please try again; if it keeps happening, email us and
        we'll fix it.
      </p>
      <div className="mt-8 flex gap-3">
        <Button onClick={reset}>
          <RotateCcw className="size-4" aria-hidden />
          Try again
        </Button>
        <Link href="/" className={buttonClasses({ variant: "secondary" })}>
          Go home
        </Link>
      </div>
    </main>
  );
}
