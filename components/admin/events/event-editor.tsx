"use client";

// One event in the admin (/admin/events/{id}, or /admin/events/new), saved by its button. A save
// sends only what changed, and is refused (409) when someone else saved the event meanwhile.
import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { ArrowLeft } from "@/components/ui/icons";
import { toast } from "@/components/ui/toaster";
import { createEventAction, loadEventAction, updateEventAction } from "@/lib/actions/events";
import { failureMessage, HttpError, runAction } from "@/lib/admin/client";
import type { EventJson } from "@/lib/events/manage";
import { MarkdownWorkspace } from "../content/markdown-workspace";
import { StudioLink } from "../content/studio-link";
import { usePreview } from "../content/use-preview";
import { useFileDropGuard, useUnsavedChanges } from "../content/use-unsaved-changes";
import { AboutSection, AccessSection, card, WhenSection } from "./event-fields";
import {
  createBody,
  type EventForm,
  emptyEventForm,
  eventChanges,
  formOf,
  formProblem,
  withTicketIds,
} from "./event-form";
import { EventStatusCard, type Problem } from "./event-status-card";
import { HostFields } from "./host-fields";
import { TicketFields } from "./ticket-fields";

export function EventEditor({
  initial,
  defaultTimeZone,
  thankYouUrl,
}: {
  initial: EventJson | null;
  /** A new event's zone: the business's. */
  defaultTimeZone: string;
  /** The public thank-you page, where Stripe sends buyers back. */
  thankYouUrl: string;
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
        <EventStatusCard
          id={id}
          event={event}
          form={form}
          update={update}
          busy={busy}
          dirty={dirty}
          saved={saved}
          shown={shown}
          problem={problem}
          alertRef={alertRef}
          reload={reload}
          onDeleted={() => {
            setBaseline(form);
            toast({ title: "Event deleted" });
            router.push("/admin/events");
          }}
        />

        <AboutSection id={id} form={form} update={update} shown={shown} />

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

        <WhenSection id={id} form={form} update={update} />

        <AccessSection id={id} form={form} update={update} />

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
            <TicketFields
              value={form.tickets}
              onChange={(tickets) => update({ tickets })}
              successUrl={
                event ? `${thankYouUrl}?event=${event.slug}&session_id={CHECKOUT_SESSION_ID}` : null
              }
            />
          </div>
        </section>
      </form>
    </div>
  );
}
