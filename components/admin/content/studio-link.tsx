"use client";

// Links and moves inside the studio: like the admin's other links (real links, no reload), but
// an editor with unsaved changes is asked about first.
import Link from "next/link";
import type { ComponentProps } from "react";
import { ArrowLeft } from "@/components/ui/icons";
import { studioHref } from "@/lib/validations/studio-client";
import { confirmLeave } from "./leave-guard";

export function StudioLink({ onClick, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !confirmLeave()) event.preventDefault();
      }}
      {...props}
    />
  );
}

/** A new item's first save, or a new slug: the address follows in place, keeping focus and undo. */
export function followAddress(kind: "posts" | "use-cases", slug: string) {
  window.history.replaceState(null, "", studioHref({ kind, edit: slug }));
}

export function BackToList({ kind }: { kind: "posts" | "use-cases" }) {
  return (
    <StudioLink
      href={studioHref({ kind })}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {kind === "posts" ? "All posts" : "All use cases"}
    </StudioLink>
  );
}
