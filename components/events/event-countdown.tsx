"use client";

import { type ReactNode, useEffect, useId, useState } from "react";
// Live countdown to the event, stopped at zeros once it starts and gone once it has ended (the
// card then only says what is left to do). The first render matches on the server and in the
// browser ("--", or zeros after the start); real values come on mount, in fixed-width cells.
import { CalendarCheck } from "@/components/ui/icons";
import {
  COUNTDOWN_TICK_MS,
  countdownTo,
  isCountdownOver,
  padUnit,
  ZERO_COUNTDOWN,
} from "@/lib/events/countdown";
import { useEventPhase } from "./event-phase";

const UNITS = [
  { key: "days", label: "Days" },
  { key: "hours", label: "Hours" },
  { key: "minutes", label: "Minutes" },
  { key: "seconds", label: "Seconds" },
] as const;

type Clock = { now: number } | null;

export function EventCountdown({
  target,
  startedAtRender,
  heading,
  endedHeading,
  schedule,
  endedNote,
}: {
  /** ISO instant of the start. */
  target: string;
  /** Whether the start had passed when the server rendered the page. */
  startedAtRender: boolean;
  heading: string;
  /** Once the start has passed (during and after the event). */
  endedHeading: ReactNode;
  /** Shown under the digits while counting down, e.g. the date and time. */
  schedule: ReactNode;
  /** Shown under the digits once the event has started. */
  endedNote: ReactNode;
}) {
  const headingId = useId();
  const targetMs = Date.parse(target);
  const [clock, setClock] = useState<Clock>(startedAtRender ? { now: targetMs } : null);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const now = Date.now();
      setClock({ now });
      if (isCountdownOver(targetMs, now) && timer !== undefined) clearInterval(timer);
    };
    tick();
    if (!isCountdownOver(targetMs, Date.now())) timer = setInterval(tick, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [targetMs]);

  const ended = useEventPhase() === "past";
  const over = ended || (clock !== null && isCountdownOver(targetMs, clock.now));
  const parts = clock === null ? null : over ? ZERO_COUNTDOWN : countdownTo(targetMs, clock.now);

  return (
    <div className="rounded-card border border-brand-100 bg-white/80 p-5 shadow-card backdrop-blur sm:p-6">
      <p id={headingId} className="h-6 text-sm font-semibold text-brand-700">
        {over ? endedHeading : heading}
      </p>
      {!ended && (
        <div
          role="timer"
          aria-labelledby={headingId}
          className="mt-3 grid grid-cols-4 gap-2 sm:gap-3"
        >
          {UNITS.map((unit) => (
            <div
              key={unit.key}
              className="flex flex-col items-center rounded-xl bg-brand-950 px-1 py-3 text-white"
            >
              <span
                data-testid={`countdown-${unit.key}`}
                className="inline-block min-w-[2ch] text-center text-3xl font-bold leading-none tabular-nums sm:text-4xl"
              >
                {parts === null ? "--" : padUnit(parts[unit.key])}
              </span>
              <span className="mt-2 text-[0.7rem] font-medium uppercase tracking-wider text-brand-200">
                {unit.label}
              </span>
            </div>
          ))}
        </div>
      )}
      <div className="mt-4 min-h-12 text-sm leading-6 text-muted">
        {over ? (
          <div className="flex gap-2">
            <CalendarCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
            <div>{endedNote}</div>
          </div>
        ) : (
          schedule
        )}
      </div>
    </div>
  );
}
