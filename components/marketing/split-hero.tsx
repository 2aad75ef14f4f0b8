import type { ReactNode } from "react";
import "./split-hero.css";

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
    <section aria-labelledby={id} className="glow-hero hero">
      <div>
        <p className="pill">{eyebrow}</p>
        <h1 id={id}>{title}</h1>
        <p>{intro}</p>
        {children}
      </div>
      {aside}
    </section>
  );
}
