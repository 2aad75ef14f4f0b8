import { Icon } from "@/components/ui/icon";
import type { IconCard } from "@/content/types";
import { cn } from "@/lib/utils/cn";

// Cards wrap in rows and a short last row is centred, so five or seven cards never leave an
// orphan hugging the left edge. Widths are written out in full so Tailwind finds them.
const columnClasses = {
  2: "sm:w-[calc((100%_-_1.5rem)/2)]",
  3: "sm:w-[calc((100%_-_1.5rem)/2)] lg:w-[calc((100%_-_3rem)/3)]",
  4: "sm:w-[calc((100%_-_1.5rem)/2)] lg:w-[calc((100%_-_4.5rem)/4)]",
} as const;

/** Cards with a brand icon chip, a title (h3) and a short description, as on the home page. */
export function IconCardGrid({
  cards,
  columns = 3,
  className,
}: {
  cards: readonly IconCard[];
  columns?: keyof typeof columnClasses;
  className?: string;
}) {
  return (
    <ul className={cn("mt-12 flex flex-wrap justify-center gap-6", className)}>
      {cards.map((card) => (
        <li key={card.title} className={cn("card-tile", columnClasses[columns])}>
          <span className="icon-chip">
            <Icon name={card.icon} className="size-6" />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-ink">{card.title}</h3>
          <p className="mt-2 leading-7 text-muted">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
