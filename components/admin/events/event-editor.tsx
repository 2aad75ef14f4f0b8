"use client";

// One event in the admin (/admin/events/{id}, or /admin/events/new), saved by its button. A save
// sends only what changed, and is refused (409) when someone else saved the event meanwhile.
import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button, ExternalLink } from "@/components/ui/button";
import { ArrowLeft, ArrowUpRight, LoaderCircle, RotateCw, Save } from "@/components/ui/icons";
import { toast } from "@/components/ui/toaster";
import {
  createEventAction,
  deleteEventAction,
  loadEventAction,
  updateEventAction,
} from "@/lib/actions/events";
import { failureMessage, HttpError, runAction } from "@/lib/admin/client";
import type { EventJson } from "@/lib/events/manage";
import { cn } from "@/lib/utils/cn";
import { EVENT_STATUSES } from "@/lib/validations/event-status";
import { EVENT_LIMITS } from "@/lib/validations/events";
import { DeleteButton } from "../content/confirm-delete";
import { CountedField } from "../content/fields";
import { MarkdownWorkspace } from "../content/markdown-workspace";
import { StudioLink } from "../content/studio-link";
import { usePreview } from "../content/use-preview";
import { useFileDropGuard, useUnsavedChanges } from "../content/use-unsaved-changes";
import { Field, fieldClass } from "../security/card";
import {
  createBody,
  type EventForm,
  emptyEventForm,
  eventChanges,
  formOf,
  formProblem,
  withTicketIds,
} from "./event-form";
import { HostFields } from "./host-fields";
import { EVENT_STATUS_LABELS, EventStatusBadge } from "./status-badge";
import { TicketFields } from "./ticket-fields";

const card = "rounded-card border border-line bg-white p-4 shadow-card sm:p-6";
const hint = "mt-1 text-xs text-muted";

/** Offered in the time zone field; any IANA zone may be typed. */
const ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
  "UTC",
];

type Problem = { message: string; conflict?: boolean };

export function EventEditor({
  initial,
  defaultTimeZone,
}: {
  initial: EventJson | null;
  /** A new event's zone: the business's. */
  defaultTimeZone: string;
}) {
  const id = useId();
  const router = useRouter();
  const [event, setEvent] = useState(initial);
  const [start] = useState(() => (initial ? formOf(initial) : emptyEventForm(defaultTimeZone)));
  const [form, setForm] = useState(start);
  const [baseline, setBaseline] = useState(start);
  const [busy, setBusy] = useState<"saving" | "reloading" | null>(null);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const preview = usePreview(form.body);
  const dirty = Object.keys(eventChanges(baseline, form)).length > 0;
  useUnsavedChanges(dirty || busy === "saving");
  useFileDropGuard();

  // Focused on opening, for keyboard and screen-reader users.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  // A save pressed far down the form still shows why it failed.
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) alertRef.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [problem]);
  // A disabled button loses the focus: it goes back once the save or reload is over.
  const focusAfter = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (busy !== null) return;
    if (document.activeElement === document.body) focusAfter.current?.focus();
    focusAfter.current = null;
  }, [busy]);
  const begin = (what: "saving" | "reloading") => {
    focusAfter.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setBusy(what);
  };

  const update = (change: Partial<EventForm>) => setForm((f) => ({ ...f, ...change }));

  async function save(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const sent = form;
    const wrong = formProblem(sent, event === null);
    if (wrong) {
      setProblem({ message: wrong });
      return;
    }
    const changes = event && eventChanges(baseline, sent);
    if (changes && Object.keys(changes).length === 0) {
      setProblem(null);
      setSaved(true);
      return;
    }
    begin("saving");
    setProblem(null);
    try {
      if (!event) {
        const created = await runAction(() => createEventAction(createBody(sent)));
        // Until its own address opens, a second press saves this event rather than a copy.
        setEvent(created);
        setBaseline(withTicketIds(sent, sent, created));
        toast({ title: "Event created" });
        router.replace(`/admin/events/${created.id}`);
        return;
      }
      const eventId = event.id;
      const patch = { ...changes, if_unmodified_since: event.updated_at };
      const next = await runAction(() => updateEventAction({ eventId, patch }));
      setEvent(next);
      setBaseline(withTicketIds(sent, sent, next));
      setForm((f) => withTicketIds(f, sent, next));
      setSaved(true);
      router.refresh();
    } catch (err) {
      setProblem({
        message: failureMessage(err, "The event could not be saved. Please try again."),
        conflict: err instanceof HttpError && err.serverCode === "edit_conflict",
      });
    } finally {
      setBusy(null);
    }
  }

  /** After an edit conflict: the event as saved elsewhere replaces this form. */
  async function reload() {
    if (!event) return;
    begin("reloading");
    try {
      const eventId = event.id;
      const fresh = await runAction(() => loadEventAction({ eventId }));
      const next = formOf(fresh);
      setEvent(fresh);
      setForm(next);
      setBaseline(next);
      setProblem(null);
      setSaved(false);
      router.refresh();
    } catch (err) {
      setProblem({
        message: failureMessage(err, "The event could not be reloaded. Please try again."),
        conflict: true,
      });
    } finally {
      setBusy(null);
    }
  }

  // A draft or a scheduled event has no public page yet.
  const shown = event !== null && (event.status === "published" || event.status === "cancelled");
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
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div>
        <StudioLink
          href="/admin/events"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          All events
        </StudioLink>
        <h1
          id={`${id}-heading`}
          ref={headingRef}
          tabIndex={-1}
          className="mt-4 text-2xl font-bold tracking-tight text-ink focus:outline-none sm:text-3xl"
        >
          {event ? "Edit event" : "New event"}
        </h1>
      </div>

      <form onSubmit={save} noValidate aria-labelledby={`${id}-heading`} className="space-y-6">
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
            {shown && (
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
                <label
                  htmlFor={`${id}-publish-at`}
                  className="block text-sm font-semibold text-ink"
                >
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
                  onDeleted={() => {
                    setBaseline(form);
                    toast({ title: "Event deleted" });
                    router.push("/admin/events");
                  }}
                />
              </div>
            )}
          </div>
          <p id={`${id}-status-hint`} className={hint}>
            Only published events are on the site; a scheduled one goes live at its time (within a
            minute); a cancelled one keeps its page, marked as cancelled.
          </p>
        </div>

        <section aria-labelledby={`${id}-about`} className={card}>
          <h2 id={`${id}-about`} className="text-lg font-semibold text-ink">
            About
          </h2>
          <div className="mt-4 space-y-5">
            <CountedField
              id={`${id}-title`}
              label="Title"
              value={form.title}
              onChange={(title) => update({ title })}
              max={EVENT_LIMITS.title}
              inputClassName="text-base font-semibold"
            />
            <Field id={`${id}-slug`} label="Address">
              <input
                id={`${id}-slug`}
                value={form.slug}
                maxLength={120}
                spellCheck={false}
                autoCapitalize="none"
                autoComplete="off"
                aria-describedby={`${id}-slug-hint`}
                onChange={(e) => update({ slug: e.target.value.toLowerCase() })}
                className={cn(fieldClass, "font-mono")}
              />
              <p id={`${id}-slug-hint`} className={hint}>
                {form.slug ? (
                  <>
                    The event's page:{" "}
                    <span className="font-mono break-all text-ink">/events/{form.slug}</span>
                  </>
                ) : (
                  "Left empty, the address is made from the title when the event is first saved."
                )}
                {shown &&
                  " Links already shared stop working when it changes: change it only if you must."}
              </p>
            </Field>
            <CountedField
              id={`${id}-summary`}
              label="Summary"
              rows={3}
              value={form.summary}
              onChange={(summary) => update({ summary })}
              max={EVENT_LIMITS.summary}
              hint="A sentence or two for lists and link previews."
            />
          </div>
        </section>

        <section aria-labelledby={`${id}-body`} className={card}>
          <h2 id={`${id}-body`} className="text-lg font-semibold text-ink">
            Description
          </h2>
          <div className="mt-4">
            <MarkdownWorkspace
              label="Event description (Markdown)"
              previewTitle="Description preview"
              value={form.body}
              onChange={(body) => update({ body })}
              preview={preview}
              minHeight="16rem"
            />
          </div>
        </section>

        <section aria-labelledby={`${id}-when`} className={card}>
          <h2 id={`${id}-when`} className="text-lg font-semibold text-ink">
            When
          </h2>
          <div className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            <Field id={`${id}-starts`} label="Starts">
              <input
                id={`${id}-starts`}
                type="datetime-local"
                value={form.startsAt}
                required
                aria-describedby={`${id}-zone-hint`}
                onChange={(e) => update({ startsAt: e.target.value })}
                className={fieldClass}
              />
            </Field>
            <Field id={`${id}-ends`} label="Ends">
              <input
                id={`${id}-ends`}
                type="datetime-local"
                value={form.endsAt}
                min={form.startsAt || undefined}
                required
                aria-describedby={`${id}-zone-hint`}
                onChange={(e) => update({ endsAt: e.target.value })}
                className={fieldClass}
              />
            </Field>
            <Field id={`${id}-zone`} label="Time zone">
              <input
                id={`${id}-zone`}
                list={`${id}-zones`}
                value={form.timeZone}
                spellCheck={false}
                autoCapitalize="none"
                autoComplete="off"
                required
                aria-describedby={`${id}-zone-hint`}
                onChange={(e) => update({ timeZone: e.target.value })}
                className={fieldClass}
              />
              <datalist id={`${id}-zones`}>
                {ZONES.map((zone) => (
                  <option key={zone} value={zone} />
                ))}
              </datalist>
            </Field>
          </div>
          <p id={`${id}-zone-hint`} className={hint}>
            The start and end are clock times in the event's time zone (an IANA name such as
            America/Chicago). A new zone alone keeps the clock times.
          </p>
        </section>

        <section aria-labelledby={`${id}-access`} className={card}>
          <h2 id={`${id}-access`} className="text-lg font-semibold text-ink">
            Access
          </h2>
          <div className="mt-4 grid gap-5 lg:grid-cols-2">
            <Field id={`${id}-meeting`} label="Meeting link (private: buyers only)">
              <input
                id={`${id}-meeting`}
                type="url"
                inputMode="url"
                value={form.meetingUrl}
                maxLength={500}
                spellCheck={false}
                autoComplete="off"
                placeholder="https://"
                aria-describedby={`${id}-meeting-hint`}
                onChange={(e) => update({ meetingUrl: e.target.value })}
                className={fieldClass}
              />
              <p id={`${id}-meeting-hint`} className={hint}>
                Never shown on the event's public page.
              </p>
            </Field>
            <Field id={`${id}-recording`} label="Recording link">
              <input
                id={`${id}-recording`}
                type="url"
                inputMode="url"
                value={form.recordingUrl}
                maxLength={500}
                spellCheck={false}
                autoComplete="off"
                placeholder="https://"
                aria-describedby={`${id}-recording-hint`}
                onChange={(e) => update({ recordingUrl: e.target.value })}
                className={fieldClass}
              />
              <p id={`${id}-recording-hint`} className={hint}>
                Once the event is over, its page offers the recording, and ticket holders get it by
                email.
              </p>
            </Field>
            <Field id={`${id}-materials`} label="Templates and materials link">
              <input
                id={`${id}-materials`}
                type="url"
                inputMode="url"
                value={form.materialsUrl}
                maxLength={500}
                spellCheck={false}
                autoComplete="off"
                placeholder="https://"
                aria-describedby={`${id}-materials-hint`}
                onChange={(e) => update({ materialsUrl: e.target.value })}
                className={fieldClass}
              />
              <p id={`${id}-materials-hint`} className={hint}>
                Sent to ticket holders with the access mail, 24 hours before the start.
              </p>
            </Field>
            <Field id={`${id}-capacity`} label="Capacity">
              <input
                id={`${id}-capacity`}
                type="number"
                inputMode="numeric"
                min={1}
                max={EVENT_LIMITS.capacity}
                step={1}
                value={form.capacity}
                aria-describedby={`${id}-capacity-hint`}
                onChange={(e) => update({ capacity: e.target.value })}
                className={cn(fieldClass, "sm:w-40")}
              />
              <p id={`${id}-capacity-hint`} className={hint}>
                Seats; leave it empty for no limit.
              </p>
            </Field>
          </div>
        </section>

        <section aria-labelledby={`${id}-hosts`} className={card}>
          <h2 id={`${id}-hosts`} className="text-lg font-semibold text-ink">
            Hosts
          </h2>
          <div className="mt-2">
            <HostFields value={form.hosts} onChange={(hosts) => update({ hosts })} />
          </div>
        </section>

        <section aria-labelledby={`${id}-tickets`} className={card}>
          <h2 id={`${id}-tickets`} className="text-lg font-semibold text-ink">
            Tickets
          </h2>
          <div className="mt-4">
            <TicketFields value={form.tickets} onChange={(tickets) => update({ tickets })} />
          </div>
        </section>
      </form>
    </div>
  );
}
