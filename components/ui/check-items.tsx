import { Check, X } from "@/components/ui/icons";
import { cn } from "@/lib/utils/cn";

/** A short list of points, each after a green check (or a grey cross for what is missing). */
export function CheckItems({
  items,
  mark = "check",
  className,
  itemClassName = "text-ink",
}: {
  items: readonly string[];
  mark?: "check" | "cross";
  className?: string;
  itemClassName?: string;
}) {
  const Mark = mark === "check" ? Check : X;
  return (
    <ul className={cn("space-y-3", className)}>
      {items.map((item) => (
        <li key={item} className={cn("flex gap-3", itemClassName)}>
          <Mark
            className={cn(
              "mt-0.5 size-5 shrink-0",
              mark === "check" ? "text-emerald-600" : "text-slate-400",
            )}
            aria-hidden
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
