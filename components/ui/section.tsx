import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

/** The centred column (app/site.css `.wrap`). */
export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("wrap", className)}>{children}</div>;
}

/** A section held to the column (no wrapper element: `.sec` pads itself). */
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
  // Only the attributes given: an undefined one would still be written into the RSC payload.
  return (
    <section
      {...(id ? { id } : {})}
      {...(labelledBy ? { "aria-labelledby": labelledBy } : {})}
      className={cn("sec", className)}
    >
      {children}
    </section>
  );
}

/** A section's opening: eyebrow, the h2 and an intro (app/site.css `.hd`). */
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
  /** On a dark band: white heading, pale eyebrow and intro. */
  tone?: "light" | "dark";
}) {
  return (
    <div className={cn("hd", align === "left" && "l", tone === "dark" && "dk")}>
      {eyebrow && <p className="eb">{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {intro && <p>{intro}</p>}
    </div>
  );
}

export function Card({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("card", className)}>{children}</div>;
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
