import type { ReactNode } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Container } from "@/components/ui/section";
import { cn } from "@/lib/utils/cn";

/** The dark rounded panel of closing calls to action and offers. */
export function DarkPanel({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        "relative overflow-hidden rounded-3xl bg-brand-900 px-6 py-14 shadow-lift sm:px-12",
        className,
      )}
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -left-20 -top-20 size-72 rounded-full bg-brand-600/40 blur-3xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -bottom-24 -right-10 size-72 rounded-full bg-accent-500/20 blur-3xl"
      />
      <div className="relative">{children}</div>
    </div>
  );
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
    <section aria-labelledby={id} className="pb-16 pt-6 sm:pb-24 sm:pt-8">
      <Container>
        <DarkPanel className="text-center">
          <div className="mx-auto max-w-2xl">
            <h2
              id={id}
              className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
            >
              {title}
            </h2>
            <p className="mt-4 text-lg leading-8 text-brand-100">{text}</p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              {children ?? (
                <ActionButton action={{ label, to: "booking" }} variant="inverse" size="lg" />
              )}
            </div>
          </div>
        </DarkPanel>
      </Container>
    </section>
  );
}
