"use client";

// Where a post or use case stands and where it can go next. Publishing a post (or scheduling
// it) is the human approval: the reviewer's name is recorded and shown on the article.
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button, ExternalLink } from "@/components/ui/button";
import {
  ArrowUpRight,
  CalendarClock,
  CircleCheck,
  Save,
  Send,
  Sparkles,
  Undo2,
} from "@/components/ui/icons";
import type { PostStatus } from "@/lib/validations/studio";
import { FormError } from "../security/card";
import { AiBadge, ContentStatusBadge } from "./badges";
import { SaveStatus } from "./save-status";
import { ScheduleForm, type ScheduleZone, scheduledLabel, useDue } from "./schedule-form";
import type { SaveExtra, SaveState } from "./use-content-editor";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

type PublishInfo = {
  status: PostStatus;
  aiGenerated: boolean;
  approvedBy: string | null;
  approvedAt: string | null;
  /** The public address once published. */
  href: string | null;
  /** When a scheduled one goes live. */
  publishAt: string | null;
};

/** A post's newsletter: who would get it, and whether it went (or waits for its time). */
export type PanelNewsletter = { subscribers: number; sentAt: string | null; queued: boolean };

export function PublishPanel({
  kind,
  info,
  dirty,
  autosaves,
  saveState,
  error,
  onSave,
  zone,
  newsletter,
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
  /** With `extra.publish_at` (an instant), schedules it for then. */
  onSave: (status?: PostStatus, extra?: SaveExtra) => void;
  zone: ScheduleZone;
  /** Posts, with mail set up: the offer to email it to the subscribers. */
  newsletter?: PanelNewsletter | null;
  /** The delete button, when there is something to delete. */
  children?: ReactNode;
}) {
  const status = info?.status ?? "draft";
  const actionsRef = useRef<HTMLDivElement>(null);
  // Retry repeats what failed: a failed "Approve and publish" is retried as a publish, a failed
  // schedule with its time.
  const lastAction = useRef<{ status?: PostStatus; extra?: SaveExtra }>({});
  const [emailIt, setEmailIt] = useState(false);
  const offer =
    newsletter && !newsletter.sentAt && newsletter.subscribers > 0 && status !== "published";
  const withNewsletter = (extra: SaveExtra = {}): SaveExtra | undefined => {
    const all = offer && emailIt ? { ...extra, send_newsletter: true } : extra;
    return Object.keys(all).length ? all : undefined;
  };
  const save = (next?: PostStatus, extra?: SaveExtra) => {
    lastAction.current = { status: next, extra };
    onSave(next, extra);
  };
  const [scheduling, setScheduling] = useState(false);
  const due = useDue(status === "scheduled" ? (info?.publishAt ?? null) : null);
  const shownStatus = useRef(status);
  // A new status brings other buttons: the one just pressed is gone, so keep the focus here.
  useEffect(() => {
    if (shownStatus.current === status) return;
    shownStatus.current = status;
    const focused = document.activeElement;
    if (!focused || focused === document.body) actionsRef.current?.querySelector("button")?.focus();
  }, [status]);
  // Approving is for someone else's words (a post sent for review, or the AI's draft); a new
  // piece is first saved as a draft.
  const approves = kind === "post" && (status === "in_review" || Boolean(info?.aiGenerated));
  const publish = (
    <Button
      size="sm"
      variant={info ? "primary" : "secondary"}
      onClick={() => save("published", withNewsletter())}
    >
      <CircleCheck className="size-4" aria-hidden />
      {approves ? "Approve and publish" : "Publish"}
    </Button>
  );
  const scheduleButton = (
    <Button variant="secondary" size="sm" onClick={() => setScheduling(true)}>
      <CalendarClock className="size-4" aria-hidden />
      Schedule…
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
        {status === "scheduled" && info?.publishAt && (
          <span className="text-sm text-muted">
            Goes live{" "}
            <time dateTime={info.publishAt} className="font-medium text-ink">
              {scheduledLabel(info.publishAt, zone)}
            </time>
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
          onRetry={() => save(lastAction.current.status, lastAction.current.extra)}
        />
        {error && (
          <div className="mt-2">
            <FormError message={error} />
          </div>
        )}
      </div>

      {scheduling && (
        <ScheduleForm
          zone={zone}
          current={info?.publishAt ?? null}
          onCancel={() => setScheduling(false)}
          onSchedule={(at) => {
            setScheduling(false);
            save("scheduled", withNewsletter({ publish_at: at }));
          }}
        />
      )}

      {due && (
        <p className="mt-3 flex flex-wrap items-center gap-2 rounded-xl border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950">
          Its time has come: it goes live within a minute.
          <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
            Reload to see it
          </Button>
        </p>
      )}
      {offer && (
        <label className="mt-3 flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={emailIt}
            onChange={(e) => setEmailIt(e.target.checked)}
            className="size-4 accent-brand-600"
          />
          Also email it to {newsletter.subscribers}{" "}
          {newsletter.subscribers === 1 ? "subscriber" : "subscribers"} when it goes live
        </label>
      )}
      {newsletter?.queued && status === "scheduled" && (
        <p className="mt-3 text-sm text-muted">
          It will be emailed to the newsletter's subscribers when it goes live.
        </p>
      )}
      {newsletter?.sentAt && (
        <p className="mt-3 text-sm text-muted">
          Emailed to the newsletter's subscribers on {scheduledLabel(newsletter.sentAt, zone)}.
        </p>
      )}

      <div ref={actionsRef} className="mt-2 flex flex-wrap gap-2">
        {status === "draft" && (
          <>
            <Button
              variant={info ? "secondary" : "primary"}
              size="sm"
              onClick={() => save("draft")}
            >
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
            {scheduleButton}
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
            {scheduleButton}
          </>
        )}
        {status === "scheduled" && (
          <>
            <Button variant="secondary" size="sm" onClick={() => save()}>
              <Save className="size-4" aria-hidden />
              Save changes
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setScheduling(true)}>
              <CalendarClock className="size-4" aria-hidden />
              Change time
            </Button>
            <Button size="sm" onClick={() => save("published")}>
              <CircleCheck className="size-4" aria-hidden />
              Publish now
            </Button>
            <Button variant="secondary" size="sm" onClick={() => save("draft")}>
              <Undo2 className="size-4" aria-hidden />
              Unschedule
            </Button>
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
