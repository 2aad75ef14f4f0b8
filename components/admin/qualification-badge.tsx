import { Flame, Phone, Snowflake, Sun } from "@/components/ui/icons";
import { cn } from "@/lib/utils/cn";
import type { LeadStatus, Qualification } from "@/lib/validations/summaries";

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

const statusStyles: Record<LeadStatus, string> = {
  New: "bg-brand-50 text-brand-800 ring-brand-200",
  Contacted: "bg-slate-100 text-slate-800 ring-slate-300",
  "Meeting booked": "bg-teal-50 text-teal-900 ring-teal-200",
  Qualified: "bg-violet-50 text-violet-900 ring-violet-200",
  Won: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  Lost: "bg-zinc-100 text-zinc-700 ring-zinc-300",
};

export function StatusBadge({ value }: { value: LeadStatus }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-pill px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        statusStyles[value],
      )}
    >
      {value}
    </span>
  );
}

/** The visitor asked the chat for a person and nobody has answered yet. */
export function HandoffBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-pill bg-red-600 px-2.5 py-0.5 text-xs font-semibold text-white">
      <Phone className="size-3.5" aria-hidden />
      Wants a person
    </span>
  );
}
