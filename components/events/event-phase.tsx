"use client";

// The event's phase in the browser: corrected on load and switched when the event starts or ends
// (static pages are regenerated daily), so no one sees seats sold for a past event.
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useSyncExternalStore,
} from "react";
import { type EventPhase, msUntilNextPhase, type PhaseCopy, phaseAt } from "@/lib/events/phase";

type Schedule = { start: number; end: number; initial: EventPhase };

const PhaseContext = createContext<Schedule | null>(null);

export function EventPhaseProvider({
  start,
  end,
  initial,
  children,
}: {
  /** ISO instants of the event's start and end. */
  start: string;
  end: string;
  /** The phase when the server rendered the page. */
  initial: EventPhase;
  children: ReactNode;
}) {
  return (
    <PhaseContext value={{ start: Date.parse(start), end: Date.parse(end), initial }}>
      {children}
    </PhaseContext>
  );
}

export function useEventPhase(): EventPhase {
  const schedule = useContext(PhaseContext);
  if (!schedule) throw new Error("useEventPhase needs an EventPhaseProvider");
  const { start, end, initial } = schedule;
  const subscribe = useCallback(
    (changed: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const arm = () => {
        const wait = msUntilNextPhase(Date.now(), start, end);
        if (wait === null) return;
        // Timers longer than ~24.8 days overflow: wake up at most daily and look again.
        timer = setTimeout(
          () => {
            changed();
            arm();
          },
          Math.min(wait + 50, 86_400_000),
        );
      };
      arm();
      return () => clearTimeout(timer);
    },
    [start, end],
  );
  return useSyncExternalStore(
    subscribe,
    () => phaseAt(Date.now(), start, end),
    () => initial,
  );
}

/** The text for the current phase. */
export function PhaseText({ text }: { text: PhaseCopy }) {
  return <>{text[useEventPhase()]}</>;
}

/** Its children only in the given phases. */
export function ForPhase({ phases, children }: { phases: EventPhase[]; children: ReactNode }) {
  return phases.includes(useEventPhase()) ? children : null;
}
