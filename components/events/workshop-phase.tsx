// The workshop's phase for everything inside: what the server saw when it rendered the page,
// corrected in the browser (components/events/event-phase.tsx).
import type { ReactNode } from "react";
import { workshopPhase, workshopTimes } from "@/lib/events/workshop";
import { EventPhaseProvider } from "./event-phase";

export function WorkshopPhase({ children }: { children: ReactNode }) {
  const { start, end } = workshopTimes();
  return (
    <EventPhaseProvider
      start={start.toISOString()}
      end={end.toISOString()}
      initial={workshopPhase()}
    >
      {children}
    </EventPhaseProvider>
  );
}
