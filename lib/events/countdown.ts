// Countdown arithmetic (spec §3 "Countdown", §4). The time left is real elapsed time between
// two instants, so it falls by exactly one second per second even across a daylight-saving
// change; the time zone matters only when the target instant is computed (lib/utils/time.ts).

export type Countdown = { days: number; hours: number; minutes: number; seconds: number };

export const COUNTDOWN_TICK_MS = 1000;

export const ZERO_COUNTDOWN: Countdown = Object.freeze({
  days: 0,
  hours: 0,
  minutes: 0,
  seconds: 0,
});

const toMs = (t: Date | number) => (typeof t === "number" ? t : t.getTime());

/** Milliseconds until `target`; 0 at or after it. */
export function msUntil(target: Date | number, now: Date | number): number {
  return Math.max(0, toMs(target) - toMs(now));
}

/** Whether the countdown has reached its target (it stops there). */
export function isCountdownOver(target: Date | number, now: Date | number): boolean {
  return toMs(now) >= toMs(target);
}

/** Splits a duration into whole days, hours, minutes and seconds (partial seconds dropped). */
export function splitDuration(ms: number): Countdown {
  const total = Math.floor(Math.max(0, ms) / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** Days, hours, minutes and seconds left until `target`; all zeros at or after it. */
export function countdownTo(target: Date | number, now: Date | number): Countdown {
  return splitDuration(msUntil(target, now));
}

/** "07", "00", "123": at least two digits. */
export function padUnit(value: number): string {
  return String(value).padStart(2, "0");
}
