import { Icon } from "@/components/ui/icon";
import type { IconCard } from "@/content/types";
import { cn } from "@/lib/utils/cn";
import "./icon-card-grid.css";

/** Cards with an icon, a title (h3) and a description; a short last row is centred so it never
 * hugs the left edge (app/site.css `.tiles`). */
export function IconCardGrid({
  cards,
  columns = 3,
  className,
}: {
  cards: readonly IconCard[];
  columns?: 2 | 3 | 4;
  className?: string;
}) {
  return (
    <ul className={cn("tiles", columns !== 3 && `c${columns}`, className)}>
      {cards.map((card, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static content; a key is written into the RSC payload
        <li key={i}>
          <Icon name={card.icon} />
          <h3>{card.title}</h3>
          <p>{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
