"use client";

// The event editor's top card: status and save state, the edit-conflict alert with its Reload,
// when it goes live, and the Save and Delete buttons.
import type { RefObject } from "react";
import { Button, ExternalLink } from "@/components/ui/button";
import { ArrowUpRight, LoaderCircle, RotateCw, Save } from "@/components/ui/icons";
import { deleteEventAction } from "@/lib/actions/events";
import type { EventJson } from "@/lib/events/manage";
import { cn } from "@/lib/utils/cn";
import { EVENT_STATUSES } from "@/lib/validations/event-status";
import { DeleteButton } from "../content/confirm-delete";
import { fieldClass } from "../security/card";
import { hint } from "./event-fields";
import type { EventForm } from "./event-form";
import { EVENT_STATUS_LABELS, EventStatusBadge } from "./status-badge";

export type Problem = { message: string; conflict?: boolean };

export function EventStatusCard({
  id,
  event,
  form,
  update,
  busy,
  dirty,
  saved,
  shown,
  problem,
  alertRef,
  reload,
  onDeleted,
}: {
  id: string;
  event: EventJson | null;
  form: EventForm;
  update: (change: Partial<EventForm>) => void;
  busy: "saving" | "reloading" | null;
  dirty: boolean;
  saved: boolean;
  /** Published or cancelled: the event has a public page. */
  shown: boolean;
  problem: Problem | null;
  alertRef: RefObject<HTMLDivElement | null>;
  reload: () => Promise<void>;
  onDeleted: () => void;
}) {
  const statusText =
    busy === "saving"
      ? "Saving…"
      : dirty
        ? "Unsaved changes"
        : event === null
          ? "Not saved yet"
          : saved
            ? "All changes saved"
            : "";
  return (
    <div className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {event && <EventStatusBadge status={event.status} />}
        <p
          role="status"
          className={cn(
            "flex items-center gap-1.5 text-sm font-medium",
            dirty ? "text-amber-800" : "text-muted",
          )}
        >
          {busy === "saving" && (
            <LoaderCircle className="size-4 animate-spin text-brand-600" aria-hidden />
          )}
          {statusText}
        </p>
        {shown && event && (
          <ExternalLink
            href={event.url}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            View page
            <ArrowUpRight className="size-4" aria-hidden />
          </ExternalLink>
        )}
      </div>

      {problem && (
        <div
          ref={alertRef}
          role="alert"
          className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <p>{problem.message}</p>
          {problem.conflict && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void reload()}
              disabled={busy !== null}
            >
              <RotateCw
                className={cn("size-4", busy === "reloading" && "animate-spin")}
                aria-hidden
              />
              Reload
            </Button>
          )}
        </div>
      )}

      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-44">
          <label htmlFor={`${id}-status`} className="block text-sm font-semibold text-ink">
            Status
          </label>
          <select
            id={`${id}-status`}
            value={form.status}
            aria-describedby={`${id}-status-hint`}
            onChange={(e) => {
              const status = EVENT_STATUSES.find((s) => s === e.target.value);
              if (status) update({ status });
            }}
            className={fieldClass}
          >
            {EVENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {EVENT_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        {form.status === "scheduled" && (
          <div className="w-full sm:w-60">
            <label htmlFor={`${id}-publish-at`} className="block text-sm font-semibold text-ink">
              Goes live at ({form.timeZone})
            </label>
            <input
              id={`${id}-publish-at`}
              type="datetime-local"
              value={form.publishAt}
              onChange={(e) => update({ publishAt: e.target.value })}
              className={fieldClass}
            />
          </div>
        )}
        <Button type="submit" disabled={busy !== null}>
          {busy === "saving" ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
          ) : (
            <Save className="size-4" aria-hidden />
          )}
          {busy === "saving" ? "Saving…" : "Save"}
        </Button>
        {event && (
          <div className="sm:ml-auto">
            <DeleteButton
              remove={() => deleteEventAction({ eventId: event.id })}
              kind="event"
              title={event.title}
              published={shown}
              disabled={busy !== null}
              onDeleted={onDeleted}
            />
          </div>
        )}
      </div>
      <p id={`${id}-status-hint`} className={hint}>
        Only published events are on the site; a scheduled one goes live at its time (within a
        minute); a cancelled one keeps its page, marked as cancelled.
      </p>
    </div>
  );
}
