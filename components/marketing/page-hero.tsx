import type { ReactNode } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Container } from "@/components/ui/section";
import type { Action } from "@/content/types";

/** The top band of inner pages: eyebrow, the page's one h1, an intro and optional actions. */
export function PageHero({
  eyebrow,
  title,
  intro,
  actions = [],
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** Buttons from content: the first is the primary one. */
  actions?: Action[];
  children?: ReactNode;
}) {
  return (
    <div className="relative overflow-hidden border-b border-line bg-gradient-to-b from-brand-50 to-white">
      <div
        aria-hidden
        className="pointer-events-none absolute -right-32 -top-32 size-96 rounded-full bg-brand-200/40 blur-3xl"
      />
      <Container className="relative py-16 sm:py-20">
        <div className="max-w-3xl">
          {eyebrow && (
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">
              {eyebrow}
            </p>
          )}
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">
            {title}
          </h1>
          {intro && <p className="mt-5 text-lg leading-8 text-pretty text-muted">{intro}</p>}
          {(children || actions.length > 0) && (
            <div className="mt-8 flex flex-wrap gap-3">
              {actions.map((action, i) => (
                <ActionButton
                  key={action.label}
                  action={action}
                  variant={i === 0 ? "primary" : "secondary"}
                  size="lg"
                />
              ))}
              {children}
            </div>
          )}
        </div>
      </Container>
    </div>
  );
}
