import { Flame, Snowflake, Sun } from "@/components/ui/icons";
import { cn } from "@/lib/utils/cn";
import type { Qualification } from "@/lib/validations/summaries";

// Text and icon carry the meaning; the colour only repeats it. Every pair is AA (≥ 7:1).
const styles: Record<Qualification, { className: string; Icon: typeof Flame }> = {
  Hot: { className: "bg-red-50 text-red-800 ring-red-200", Icon: Flame },
  Warm: { className: "bg-amber-50 text-amber-900 ring-amber-200", Icon: Sun },
  Cold: { className: "bg-sky-50 text-sky-900 ring-sky-200", Icon: Snowflake },
};

export function QualificationBadge({ value }: { value: Qualification }) {
  const { className, Icon } = styles[value];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-pill px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {value}
    </span>
  );
}
