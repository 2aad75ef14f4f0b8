import type { ReactNode } from "react";
import { Container } from "@/components/ui/section";

/** The big two-column hero (home, workshop): eyebrow pill, the page's h1, intro, actions, and a visual. */
export function SplitHero({
  id,
  eyebrow,
  title,
  intro,
  children,
  aside,
}: {
  id: string;
  eyebrow: ReactNode;
  title: string;
  intro: ReactNode;
  children: ReactNode;
  aside: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 right-0 size-[32rem] rounded-full bg-brand-200/50 blur-3xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -left-32 top-64 size-80 rounded-full bg-accent-300/20 blur-3xl"
      />
      <Container className="relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-pill border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-700">
            <span className="size-2 rounded-full bg-accent-500" aria-hidden />
            {eyebrow}
          </p>
          <h1
            id={id}
            className="mt-6 text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl lg:leading-[1.1]"
          >
            {title}
          </h1>
          <p className="mt-6 text-lg leading-8 text-pretty text-muted">{intro}</p>
          {children}
        </div>
        {aside}
      </Container>
    </section>
  );
}
