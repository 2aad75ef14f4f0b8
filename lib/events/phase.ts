// Where an event stands at an instant: before, during its hour, or after. Pure, shared by the
// server (rendering) and the browser (correcting on load and when the moment passes).

import type { EventPhase, PhaseCopy } from "@/content/types";

export type { EventPhase, PhaseCopy };

export function phaseAt(now: number, start: number, end: number): EventPhase {
  if (now < start) return "upcoming";
  return now < end ? "live" : "past";
}

/** Milliseconds until the phase changes next, or null once the event is over. */
export function msUntilNextPhase(now: number, start: number, end: number): number | null {
  if (now < start) return start - now;
  if (now < end) return end - now;
  return null;
}

/** Fills `{name}` placeholders in every phase's text. */
export function fillPhaseCopy(copy: PhaseCopy, values: Record<string, string>): PhaseCopy {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (all, key) => values[key] ?? all);
  return { upcoming: fill(copy.upcoming), live: fill(copy.live), past: fill(copy.past) };
}
