// The button look as class names, apart from the components: a page that only needs the classes
// (the error page) does not pull in next/link with them.
import { cn } from "@/lib/utils/cn";

export type Variant =
  | "primary"
  | "secondary"
  | "ghost"
  | "inverse"
  | "outline-inverse"
  | "danger"
  | "danger-outline";
type Size = "sm" | "md" | "lg";

/** `.btn` (app/globals.css): the shape every button shares. */
const base = "btn";

const variants: Record<Variant, string> = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  secondary: "border border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50",
  ghost: "text-brand-700 hover:bg-brand-50",
  inverse: "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
  "outline-inverse": "border border-white/40 text-white hover:bg-white/10",
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800",
  "danger-outline":
    "border border-red-200 bg-white text-red-800 hover:border-red-300 hover:bg-red-50",
};

const sizes: Record<Size, string> = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-7 text-base",
};

export function buttonClasses({
  variant = "primary",
  size = "md",
  className,
}: {
  variant?: Variant;
  size?: Size;
  className?: string;
} = {}) {
  return cn(base, variants[variant], sizes[size], className);
}

export type ButtonStyle = { variant?: Variant; size?: Size };
