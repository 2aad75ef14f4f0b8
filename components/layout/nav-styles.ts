import { cn } from "@/lib/utils/cn";

/** A top-level item of the desktop navigation. */
export function navLinkClass(active = false) {
  return cn(
    "inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium transition-colors",
    active ? "text-brand-700" : "text-ink hover:bg-brand-50 hover:text-brand-700",
  );
}
