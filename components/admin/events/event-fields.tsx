"use client";

// The event editor's sections of plain fields: what it is, when, and how ticket holders get in.
import { useSyncExternalStore } from "react";
import { cn } from "@/lib/utils/cn";
import { EVENT_LIMITS } from "@/lib/validations/events";
import { CountedField } from "../content/fields";
import { Field, fieldClass } from "../security/card";
import type { EventForm } from "./event-form";

export const card = "rounded-card border border-line bg-white p-4 shadow-card sm:p-6";
export const hint = "mt-1 text-xs text-muted";

/** The time zone picker's first choices, by the names people use; every other zone follows. */
const COMMON_ZONES: Array<[zone: string, label: string]> = [
  ["America/Chicago", "Central time (Austin, Chicago)"],
  ["America/New_York", "Eastern time (New York)"],
  ["America/Denver", "Mountain time (Denver)"],
  ["America/Phoenix", "Arizona (Phoenix, no daylight saving)"],
  ["America/Los_Angeles", "Pacific time (Los Angeles)"],
  ["America/Anchorage", "Alaska time (Anchorage)"],
  ["Pacific/Honolulu", "Hawaii time (Honolulu)"],
  ["UTC", "UTC"],
];

const allZones =
  typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
const noZones: string[] = [];
const subscribeNever = () => () => {};

/** Every zone this browser knows. Not on the server, whose list may differ (a mismatch on load). */
const useAllZones = () =>
  useSyncExternalStore(
    subscribeNever,
    () => allZones,
    () => noZones,
  );

function otherZones(current: string, all: string[]): string[] {
  const common = new Set(COMMON_ZONES.map(([zone]) => zone));
  const rest = all.filter((zone) => !common.has(zone));
  // A zone saved before (or typed through the API) stays choosable.
  return current && !common.has(current) && !rest.includes(current) ? [current, ...rest] : rest;
}

type SectionProps = {
  id: string;
  form: EventForm;
  update: (change: Partial<EventForm>) => void;
};

/** Title, address and summary; `shown` warns that a public page's links break on a new address. */
export function AboutSection({ id, form, update, shown }: SectionProps & { shown: boolean }) {
  return (
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
  );
}

export function WhenSection({ id, form, update }: SectionProps) {
  const zones = otherZones(form.timeZone, useAllZones());
  return (
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
          <select
            id={`${id}-zone`}
            value={form.timeZone}
            required
            aria-describedby={`${id}-zone-hint`}
            onChange={(e) => update({ timeZone: e.target.value })}
            className={fieldClass}
          >
            <optgroup label="United States">
              {COMMON_ZONES.map(([zone, name]) => (
                <option key={zone} value={zone}>
                  {name}
                </option>
              ))}
            </optgroup>
            <optgroup label="Everywhere else">
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll("_", " ")}
                </option>
              ))}
            </optgroup>
          </select>
        </Field>
      </div>
      <p id={`${id}-zone-hint`} className={hint}>
        The start and end are clock times where the event takes place. Changing only the time zone
        keeps the clock times.
      </p>
    </section>
  );
}

export function AccessSection({ id, form, update }: SectionProps) {
  return (
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
            Seats; leave it empty for no limit. Once they are taken, visitors can join the waitlist.
          </p>
        </Field>
        <Field id={`${id}-questions`} label="Registration questions">
          <textarea
            id={`${id}-questions`}
            rows={3}
            value={form.questions}
            aria-describedby={`${id}-questions-hint`}
            onChange={(e) => update({ questions: e.target.value })}
            className={fieldClass}
          />
          <p id={`${id}-questions-hint`} className={hint}>
            Up to {EVENT_LIMITS.questions}, one per line. A free ticket's form asks them; the
            answers go to the person's lead.
          </p>
        </Field>
      </div>
    </section>
  );
}
