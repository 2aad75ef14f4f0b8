import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("container-site", className)}>{children}</div>;
}

export function Section({
  id,
  className,
  children,
  labelledBy,
}: {
  id?: string;
  className?: string;
  children: ReactNode;
  labelledBy?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn("py-16 sm:py-24", className)}>
      <Container>{children}</Container>
    </section>
  );
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  tone = "light",
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: "center" | "left";
  tone?: "light" | "dark";
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow && (
        <p
          className={cn(
            "text-sm font-semibold uppercase tracking-wider",
            tone === "dark" ? "text-brand-200" : "text-brand-600",
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn(
          "mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl",
          tone === "dark" ? "text-white" : "text-ink",
        )}
      >
        {title}
      </h2>
      {intro && (
        <p
          className={cn(
            "mt-4 text-lg leading-8 text-pretty",
            tone === "dark" ? "text-brand-100" : "text-muted",
          )}
        >
          {intro}
        </p>
      )}
    </div>
  );
}

export function Card({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn("rounded-card border border-line bg-white p-6 shadow-card", className)}>
      {children}
    </div>
  );
}

/** What opens a section: an eyebrow, the heading and an intro (content's section copy). */
export type SectionCopy = { eyebrow?: string; heading: ReactNode; intro?: ReactNode };

/** A section opened by its heading, which also names it. */
export function HeadedSection({
  headingId,
  copy,
  className,
  children,
}: {
  headingId: string;
  copy: SectionCopy;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Section labelledBy={headingId} className={className}>
      <SectionHeading
        id={headingId}
        eyebrow={copy.eyebrow}
        title={copy.heading}
        intro={copy.intro}
      />
      {children}
    </Section>
  );
}
