import type { ReactNode } from "react";
import { ActionButton } from "@/components/ui/action-button";
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
    <div className="glow-page phero">
      <div>
        {eyebrow && <p className="eb">{eyebrow}</p>}
        <h1>{title}</h1>
        {intro && <p>{intro}</p>}
        {(children || actions.length > 0) && (
          <div className="acts">
            {actions.map((action, i) => (
              <ActionButton
                // biome-ignore lint/suspicious/noArrayIndexKey: static content; a key is written into the RSC payload
                key={i}
                action={action}
                variant={i === 0 ? "primary" : "secondary"}
                size="lg"
              />
            ))}
            {children}
          </div>
        )}
      </div>
    </div>
  );
}
