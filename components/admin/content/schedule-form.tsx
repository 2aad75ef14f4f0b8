"use client";

// Scheduling in the business's time zone: the "Publish at…" form, how a time is shown, and the
// moment a scheduled item's time has come.
import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { CalendarClock } from "@/components/ui/icons";
import { formatInZone, zonedInstant } from "@/lib/utils/time";
import { fieldClass } from "../security/card";

/** The business's time zone, in which times are chosen and shown. */
export type ScheduleZone = { timeZone: string; label: string };

/** "Nov 28, 2026, 9:00 AM CT" */
export const scheduledLabel = (iso: string, zone: ScheduleZone) =>
  `${formatInZone(new Date(iso), "MMM d, yyyy, h:mm a", zone.timeZone)} ${zone.label}`;

/** True once `at` (a scheduled item's time) has passed, while the editor stays open. */
export function useDue(at: string | null): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    setDue(false);
    if (!at) return;
    const wait = new Date(at).getTime() - Date.now();
    if (wait <= 0) return setDue(true);
    // Timers hold at most ~24.8 days; a later time is met by a reload long before then.
    if (wait > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setDue(true), wait);
    return () => clearTimeout(timer);
  }, [at]);
  return due;
}

/** The wall clock of `zone` a datetime-local input shows for an instant. */
const localInput = (iso: string, zone: ScheduleZone) =>
  formatInZone(new Date(iso), "yyyy-MM-dd'T'HH:mm", zone.timeZone);

/** "Publish at…": a date and time in the business's time zone, checked before it is sent. */
export function ScheduleForm({
  zone,
  current,
  onSchedule,
  onCancel,
}: {
  zone: ScheduleZone;
  current: string | null;
  onSchedule: (at: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(() =>
    localInput(current ?? new Date(Date.now() + 3_600_000).toISOString(), zone),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value) return setProblem("Choose the date and time it goes live.");
    const at = zonedInstant(value, zone.timeZone);
    if (at.getTime() <= Date.now()) return setProblem("Choose a time in the future.");
    onSchedule(at.toISOString());
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Schedule"
      className="mt-3 flex flex-wrap items-end gap-2 rounded-xl border border-sky-200 bg-sky-50 p-3"
    >
      <div>
        <label htmlFor={`${id}-at`} className="block text-sm font-semibold text-ink">
          Publish at ({zone.label})
        </label>
        <input
          id={`${id}-at`}
          type="datetime-local"
          value={value}
          min={localInput(new Date().toISOString(), zone)}
          onChange={(e) => {
            setValue(e.target.value);
            setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className={fieldClass}
        />
      </div>
      <Button type="submit" size="sm">
        <CalendarClock className="size-4" aria-hidden />
        Schedule
      </Button>
      <Button variant="ghost" size="sm" onClick={onCancel}>
        Cancel
      </Button>
      {problem && (
        <p id={`${id}-problem`} className="w-full text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </form>
  );
}
