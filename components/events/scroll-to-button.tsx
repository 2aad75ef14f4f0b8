"use client";

// A button-styled link to a section of the same page (the workshop's "Reserve My Seat" and
// friends). Without JavaScript it is a plain #anchor; with it, the page scrolls smoothly, or
// instantly for visitors who prefer reduced motion, and focus moves to the section so keyboard
// and screen-reader users land where sighted users look.
import type { MouseEvent, ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";

type Style = NonNullable<Parameters<typeof buttonClasses>[0]>;

export function ScrollToButton({
  targetId,
  children,
  variant,
  size,
  className,
}: {
  targetId: string;
  children: ReactNode;
} & Style) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    target.focus({ preventScroll: true });
  };

  return (
    <a
      href={`#${targetId}`}
      onClick={onClick}
      className={buttonClasses({ variant, size, className })}
    >
      {children}
    </a>
  );
}
