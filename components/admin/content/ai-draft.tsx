"use client";

// "Draft with AI" (POST /api/admin/blog/draft, up to about a minute): a draft marked as
// AI-written, which only an admin's approval publishes.
import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { LoaderCircle, Sparkles } from "@/components/ui/icons";
import { toast } from "@/components/ui/toaster";
import { draftWithAiAction } from "@/lib/actions/content";
import { failureMessage, runAction } from "@/lib/admin/client";
import { SEO_HINTS } from "@/lib/validations/studio";
import { studioHref } from "@/lib/validations/studio-client";
import { Field, FormError, fieldClass } from "../security/card";
import { textareaClass } from "./fields";
import { Modal } from "./modal";

export function DraftWithAiButton() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Sparkles className="size-4" aria-hidden />
        Draft with AI
      </Button>
      <Modal open={open} title="Draft a post with AI" onClose={() => setOpen(false)}>
        <DraftForm
          onCancel={() => setOpen(false)}
          onDrafted={(slug) => {
            setOpen(false);
            router.push(studioHref({ kind: "posts", edit: slug }));
          }}
          // A draft finished after its dialog was closed: the list shows it.
          onDraftedLater={() => router.refresh()}
        />
      </Modal>
    </>
  );
}

function DraftForm({
  onCancel,
  onDrafted,
  onDraftedLater,
}: {
  onCancel: () => void;
  onDrafted: (slug: string) => void;
  onDraftedLater: () => void;
}) {
  const id = useId();
  const [title, setTitle] = useState("");
  const [notes, setNotes] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The server keeps writing if the dialog is closed; then the draft is announced, not opened.
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!title.trim()) return setError("Give the post a working title.");
    setError(null);
    setPending(true);
    try {
      const input = { title: title.trim(), notes: notes.trim() };
      const post = await runAction(() => draftWithAiAction(input));
      if (open.current) {
        toast({ title: "First draft ready", description: "Read and edit it before approving it." });
        onDrafted(post.slug);
      } else {
        toast({ title: "Your AI draft is ready", description: `“${post.title}” is in Drafts.` });
        onDraftedLater();
      }
    } catch (err) {
      const message = failureMessage(err, "The draft could not be written. Please try again.");
      if (!open.current)
        toast({ title: "The AI draft failed", description: message, variant: "error" });
      setError(message);
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={pending}>
      <p className="text-sm text-muted">
        The model writes a first draft from your title and notes. It is saved as a draft marked “AI
        draft”: nothing is published until you read it and approve it.
      </p>
      <Field id={`${id}-title`} label="Working title">
        <input
          id={`${id}-title`}
          value={title}
          maxLength={SEO_HINTS.title.max}
          disabled={pending}
          onChange={(e) => setTitle(e.target.value)}
          className={fieldClass}
        />
      </Field>
      <div>
        <label htmlFor={`${id}-notes`} className="block text-sm font-semibold text-ink">
          Notes for the draft
        </label>
        <textarea
          id={`${id}-notes`}
          value={notes}
          rows={5}
          maxLength={4000}
          disabled={pending}
          aria-describedby={`${id}-notes-hint`}
          onChange={(e) => setNotes(e.target.value)}
          className={textareaClass}
        />
        <p id={`${id}-notes-hint`} className="mt-1 text-xs text-muted">
          Points to cover, the reader, examples from your work, the tone. Optional.
        </p>
      </div>
      <div role="status" className="text-sm text-ink">
        {pending && (
          <span className="flex items-center gap-2 rounded-xl border border-brand-100 bg-brand-50 px-3 py-2">
            <LoaderCircle className="size-4 shrink-0 animate-spin text-brand-600" aria-hidden />
            Writing a first draft… this can take up to a minute.
          </span>
        )}
      </div>
      <FormError message={error} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" aria-disabled={pending}>
          <Sparkles className="size-4" aria-hidden />
          {pending ? "Writing…" : "Write the draft"}
        </Button>
      </div>
    </form>
  );
}
