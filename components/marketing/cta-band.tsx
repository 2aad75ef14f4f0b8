import type { ReactNode } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { cn } from "@/lib/utils/cn";

/** The dark rounded panel of closing calls to action and offers. */
export function DarkPanel({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("glow-dark dpanel", className)}>{children}</div>;
}

/** The closing call to action of a page; by default it opens the booking calendar. */
export function CtaBand({
  id = "cta-heading",
  title,
  text,
  label = "Schedule a Consultation",
  children,
}: {
  id?: string;
  title: string;
  text: string;
  label?: string;
  children?: ReactNode;
}) {
  return (
    // Little space on top: the section before it already ends with its own padding.
    <section aria-labelledby={id} className="cta">
      <DarkPanel>
        <div>
          <h2 id={id}>{title}</h2>
          <p>{text}</p>
          <div className="acts">
            {children ?? (
              <ActionButton action={{ label, to: "booking" }} variant="inverse" size="lg" />
            )}
          </div>
        </div>
      </DarkPanel>
    </section>
  );
}
