import { cn } from "@/lib/utils/cn";

/** A top-level item of the desktop navigation. */
export function navLinkClass(active = false) {
  return cn(
    "nav-link",
    active ? "text-brand-700" : "text-ink hover:bg-brand-50 hover:text-brand-700",
  );
}
