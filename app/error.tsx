"use client";

import { useEffect } from "react";
import { buttonClasses } from "@/components/ui/button-classes";
import { RotateCcw } from "@/components/ui/icons";

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
        <button type="button" onClick={reset} className={buttonClasses()}>
          <RotateCcw className="size-4" aria-hidden />
          Try again
        </button>
        {/* A full load: after an error, start from a clean page (and no router code here). */}
        <a href="/" className={buttonClasses({ variant: "secondary" })}>
          Go home
        </a>
      </div>
    </main>
  );
}
