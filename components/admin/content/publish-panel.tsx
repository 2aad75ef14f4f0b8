"use client";

// Where a post or use case stands and where it can go next. Publishing a post is the human
// approval: the reviewer's name is recorded and shown on the article.
import { type ReactNode, useEffect, useRef } from "react";
import { Button, ExternalLink } from "@/components/ui/button";
import { ArrowUpRight, CircleCheck, Save, Send, Sparkles, Undo2 } from "@/components/ui/icons";
import type { PostStatus } from "@/lib/validations/studio";
import { FormError } from "../security/card";
import { AiBadge, ContentStatusBadge } from "./badges";
import { SaveStatus } from "./save-status";
import type { SaveState } from "./use-content-editor";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

type PublishInfo = {
  status: PostStatus;
  aiGenerated: boolean;
  approvedBy: string | null;
  approvedAt: string | null;
  /** The public address once published. */
  href: string | null;
};

export function PublishPanel({
  kind,
  info,
  dirty,
  autosaves,
  saveState,
  error,
  onSave,
  children,
}: {
  kind: "post" | "use case";
  /** null for one not saved yet. */
  info: PublishInfo | null;
  dirty: boolean;
  autosaves: boolean;
  saveState: SaveState;
  /** Why the last save failed (a slug problem is shown at the slug instead). */
  error: string | null;
  onSave: (status?: PostStatus) => void;
  /** The delete button, when there is something to delete. */
  children?: ReactNode;
}) {
  const status = info?.status ?? "draft";
  const actionsRef = useRef<HTMLDivElement>(null);
  // Retry repeats what failed: a failed "Approve and publish" is retried as a publish.
  const lastAction = useRef<PostStatus | undefined>(undefined);
  const save = (next?: PostStatus) => {
    lastAction.current = next;
    onSave(next);
  };
  const shownStatus = useRef(status);
  // A new status brings other buttons: the one just pressed is gone, so keep the focus here.
  useEffect(() => {
    if (shownStatus.current === status) return;
    shownStatus.current = status;
    const focused = document.activeElement;
    if (!focused || focused === document.body) actionsRef.current?.querySelector("button")?.focus();
  }, [status]);
  const publish = (
    <Button size="sm" onClick={() => save("published")}>
      <CircleCheck className="size-4" aria-hidden />
      {kind === "post" ? "Approve and publish" : "Publish"}
    </Button>
  );
  return (
    <div className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <ContentStatusBadge status={status} />
        {info?.aiGenerated && <AiBadge />}
        {!info && <span className="text-sm text-muted">Not saved yet</span>}
        {status === "published" && info?.approvedBy && (
          <span className="text-sm text-muted">
            Reviewed by <span className="font-medium text-ink">{info.approvedBy}</span>
            {info.approvedAt && <> on {dateFormat.format(new Date(info.approvedAt))}</>}
          </span>
        )}
        {status === "published" && info?.href && (
          <ExternalLink
            href={info.href}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            View on site
            <ArrowUpRight className="size-4" aria-hidden />
          </ExternalLink>
        )}
      </div>

      {info?.aiGenerated && status !== "published" && (
        <p className="mt-3 flex gap-2 rounded-xl border border-violet-200 bg-violet-50 px-3 py-2 text-sm text-violet-950">
          <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden />
          Drafted by AI: read and edit it before approving. Your name will be shown as reviewer.
        </p>
      )}

      <div className="mt-3">
        <SaveStatus
          state={saveState}
          dirty={dirty}
          unsavedText={
            autosaves ? "Unsaved changes" : "Unsaved changes: use the buttons below to save them"
          }
          onRetry={() => save(lastAction.current)}
        />
        {error && (
          <div className="mt-2">
            <FormError message={error} />
          </div>
        )}
      </div>

      <div ref={actionsRef} className="mt-2 flex flex-wrap gap-2">
        {status === "draft" && (
          <>
            <Button variant="secondary" size="sm" onClick={() => save("draft")}>
              <Save className="size-4" aria-hidden />
              Save draft
            </Button>
            {kind === "post" && (
              <Button variant="secondary" size="sm" onClick={() => save("in_review")}>
                <Send className="size-4" aria-hidden />
                Send for review
              </Button>
            )}
            {publish}
          </>
        )}
        {status === "in_review" && (
          <>
            <Button variant="secondary" size="sm" onClick={() => save()}>
              <Save className="size-4" aria-hidden />
              Save changes
            </Button>
            <Button variant="secondary" size="sm" onClick={() => save("draft")}>
              <Undo2 className="size-4" aria-hidden />
              Save draft
            </Button>
            {publish}
          </>
        )}
        {status === "published" && (
          <>
            <Button size="sm" onClick={() => save()}>
              <Save className="size-4" aria-hidden />
              Update
            </Button>
            <Button variant="secondary" size="sm" onClick={() => save("draft")}>
              <Undo2 className="size-4" aria-hidden />
              Unpublish
            </Button>
          </>
        )}
        {children && <div className="sm:ml-auto">{children}</div>}
      </div>
    </div>
  );
}
