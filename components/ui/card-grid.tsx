import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

const columns = {
  2: "md:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
} as const;

/** A list of cards laid out in a responsive grid; each item renders its own card. */
export function CardGrid<T>({
  items,
  keyOf,
  cols = 3,
  className,
  label,
  children,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  cols?: keyof typeof columns;
  className?: string;
  label?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul aria-label={label} className={cn("grid gap-6", columns[cols], className)}>
      {items.map((item) => (
        <li key={keyOf(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}
