import { Icon } from "@/components/ui/icon";
import type { IconCard } from "@/content/types";
import { cn } from "@/lib/utils/cn";

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
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
    <ul className={cn("mt-12 grid gap-6", columnClasses[columns], className)}>
      {cards.map((card) => (
        <li
          key={card.title}
          className="rounded-card border border-line bg-white p-6 shadow-card transition-shadow hover:shadow-lift"
        >
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
            <Icon name={card.icon} className="size-6" />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-ink">{card.title}</h3>
          <p className="mt-2 leading-7 text-muted">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
