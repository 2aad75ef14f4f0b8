"use client";

// Deleting a post, use case, event or piece of proof after a modal confirmation (on cancel, focus
// returns to Delete).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LoaderCircle, Trash } from "@/components/ui/icons";
import { failureMessage, runAction } from "@/lib/admin/client";
import type { ActionResult } from "@/lib/auth/action";
import { FormError } from "../security/card";
import { Modal } from "./modal";

export function DeleteButton({
  remove: deleteIt,
  title,
  kind,
  published,
  disabled,
  onDeleted,
}: {
  /** The server action that deletes it. */
  remove: () => Promise<ActionResult<unknown>>;
  title: string;
  kind: "post" | "use case" | "event" | "testimonial" | "team member";
  published: boolean;
  disabled?: boolean;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    setPending(true);
    setError(null);
    try {
      await runAction(deleteIt);
      setOpen(false);
      onDeleted();
    } catch (err) {
      setError(failureMessage(err, `The ${kind} could not be deleted. Please try again.`));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <Button variant="danger-outline" size="sm" onClick={() => setOpen(true)} disabled={disabled}>
        <Trash className="size-4" aria-hidden />
        Delete
      </Button>
      <Modal
        open={open}
        title={`Delete this ${kind}?`}
        onClose={() => {
          setOpen(false);
          setError(null);
        }}
      >
        <p className="text-sm text-ink">
          “{title || "Untitled"}” will be deleted for good
          {published ? " and taken off the site" : ""}. This cannot be undone.
        </p>
        {error && (
          <div className="mt-3">
            <FormError message={error} />
          </div>
        )}
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button variant="danger" size="sm" onClick={remove} disabled={pending}>
            {pending && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
            Delete permanently
          </Button>
        </div>
      </Modal>
    </>
  );
}
