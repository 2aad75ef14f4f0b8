import { CircleCheck } from "@/components/ui/icons";
import type { TitledText } from "@/content/types";
import { cn } from "@/lib/utils/cn";

/**
 * A two-column list of benefits with check marks. Items are either plain claims or a title with
 * a description (the title is bold, not a heading, so the outline stays short).
 */
export function CheckList({
  items,
  className,
}: {
  items: readonly (string | TitledText)[];
  className?: string;
}) {
  return (
    <ul className={cn("mt-12 grid gap-x-8 gap-y-6 md:grid-cols-2", className)}>
      {items.map((item, index) => {
        const key = typeof item === "string" ? item : item.title;
        // An odd last item is centred under the two columns instead of hanging on the left.
        const lastOfOdd = items.length % 2 === 1 && index === items.length - 1;
        return (
          <li
            key={key}
            className={cn(
              "flex gap-4",
              lastOfOdd && "md:col-span-2 md:mx-auto md:w-[calc((100%_-_2rem)/2)]",
            )}
          >
            <CircleCheck className="mt-0.5 size-6 shrink-0 text-emerald-600" aria-hidden />
            {typeof item === "string" ? (
              <span className="leading-7 text-ink">{item}</span>
            ) : (
              <span>
                <span className="block font-semibold text-ink">{item.title}</span>
                <span className="mt-1 block leading-7 text-muted">{item.description}</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
