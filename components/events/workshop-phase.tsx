// The workshop's phase for everything inside: what the server saw when it rendered the page,
// corrected in the browser (components/events/event-phase.tsx).
import type { ReactNode } from "react";
import { phaseAt } from "@/lib/events/phase";
import { type WorkshopTimes, workshopTimes } from "@/lib/events/workshop";
import { EventPhaseProvider } from "./event-phase";

/** `times`: the seeded event's, as the owner set them; the content's otherwise. */
export function WorkshopPhase({ children, times }: { children: ReactNode; times?: WorkshopTimes }) {
  const { start, end } = times ?? workshopTimes();
  return (
    <EventPhaseProvider
      start={start.toISOString()}
      end={end.toISOString()}
      initial={phaseAt(Date.now(), start.getTime(), end.getTime())}
    >
      {children}
    </EventPhaseProvider>
  );
}
