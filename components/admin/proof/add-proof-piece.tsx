"use client";

// "Add a testimonial" / "Add a team member": an empty form under the section's pieces, closed
// again once added or cancelled (the focus goes back to the button).
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Plus } from "@/components/ui/icons";
import type { AddableKind } from "@/lib/validations/proof";
import { ProofItemForm } from "./proof-item-form";

const LABELS: Record<AddableKind, { add: string; title: string }> = {
  testimonial: { add: "Add a testimonial", title: "New testimonial" },
  team: { add: "Add a team member", title: "New team member" },
};

export function AddProofPiece({
  kind,
  full,
  limit,
}: {
  kind: AddableKind;
  full: boolean;
  limit: number;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => button.current?.focus());
  };
  if (open) {
    return (
      <div className="lg:w-1/2 lg:pr-2">
        <ProofItemForm kind={kind} title={LABELS[kind].title} onDone={close} />
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        ref={button}
        variant="secondary"
        size="sm"
        disabled={full}
        onClick={() => setOpen(true)}
      >
        <Plus className="size-4" aria-hidden />
        {LABELS[kind].add}
      </Button>
      {full && (
        <span className="text-xs text-muted">Up to {limit}: remove one to add another.</span>
      )}
    </div>
  );
}
