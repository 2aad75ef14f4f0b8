"use client";

// A link to a section of the same page: a plain #anchor without JavaScript; with it, a smooth (or
// reduced-motion instant) scroll that moves focus there for keyboard and screen-reader users.
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
