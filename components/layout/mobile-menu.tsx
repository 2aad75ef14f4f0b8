"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
// The navigation on small screens: a button that opens the same items over a dimmed page that
// stops scrolling; choosing a link, tapping the backdrop, Escape or navigating closes it.
import { Menu, X } from "@/components/ui/icons";
import type { NavItem } from "@/content/navigation";
import { NavLink } from "./nav-link";

const itemClass = "block rounded-lg px-3 py-2 font-medium text-ink hover:bg-brand-50";

export function MobileMenu({
  items,
  ctaLabel,
  bookingHref,
}: {
  items: NavItem[];
  ctaLabel: string;
  bookingHref: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const pathname = usePathname();
  const close = () => setOpen(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change only
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => {
      root.style.overflow = previous;
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <>
      <button
        type="button"
        className="inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-brand-50 lg:hidden"
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
      </button>
      {open && (
        // A pointer-only backdrop: keyboard users close with the button or Escape.
        <div
          aria-hidden
          onClick={close}
          data-testid="menu-backdrop"
          className="fixed inset-0 top-16 z-30 bg-ink/40 lg:hidden"
        />
      )}
      <div
        id={id}
        hidden={!open}
        className="absolute inset-x-0 top-16 z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-white shadow-lift lg:hidden"
      >
        <ul className="mx-auto max-w-6xl space-y-1 px-4 py-4 sm:px-6">
          {items.map((item) =>
            item.kind === "dropdown" ? (
              <li key={item.title}>
                <p className="px-3 pt-2 text-xs font-semibold uppercase tracking-wider text-muted">
                  {item.title}
                </p>
                <ul className="mt-1 space-y-1">
                  {item.items.map((sub) => (
                    <li key={sub.href}>
                      <NavLink
                        href={sub.href}
                        onClick={close}
                        className="block rounded-lg px-3 py-2 hover:bg-brand-50"
                      >
                        <span className="block font-medium text-ink">{sub.title}</span>
                        <span className="block text-sm text-muted">{sub.subtitle}</span>
                      </NavLink>
                    </li>
                  ))}
                  <li>
                    <Link
                      href={item.href}
                      onClick={close}
                      className="block rounded-lg px-3 py-2 font-medium text-brand-700 hover:bg-brand-50"
                    >
                      All services
                    </Link>
                  </li>
                </ul>
              </li>
            ) : (
              <li key={item.href}>
                <NavLink href={item.href} onClick={close} className={itemClass}>
                  {item.title}
                </NavLink>
              </li>
            ),
          )}
          <li className="pt-2">
            <a
              href={bookingHref}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
              className={buttonClasses({ className: "w-full" })}
            >
              {ctaLabel}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        </ul>
      </div>
    </>
  );
}
