import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { ExternalButton } from "@/components/ui/button";
import { Container } from "@/components/ui/section";
import { site } from "@/config/site";

/** The closing call to action of a page; by default it opens the booking calendar. */
export function CtaBand({
  title,
  text,
  label = "Schedule a Consultation",
  children,
}: {
  title: string;
  text: string;
  label?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="cta-heading" className="py-16 sm:py-24">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-brand-900 px-6 py-14 text-center shadow-lift sm:px-12">
          <div
            aria-hidden
            className="pointer-events-none absolute -left-20 -top-20 size-72 rounded-full bg-brand-600/40 blur-3xl"
          />
          <div
            aria-hidden
            className="pointer-events-none absolute -bottom-24 -right-10 size-72 rounded-full bg-accent-500/20 blur-3xl"
          />
          <div className="relative mx-auto max-w-2xl">
            <h2
              id="cta-heading"
              className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
            >
              {title}
            </h2>
            <p className="mt-4 text-lg leading-8 text-brand-100">{text}</p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              {children ?? (
                <ExternalButton href={site.bookingUrl} variant="inverse" size="lg">
                  {label}
                  <ArrowRight className="size-5" aria-hidden />
                </ExternalButton>
              )}
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
