"use client";

import Link from "next/link";
import { useEffect, useId, useState } from "react";
// The navigation on small screens: a button that opens the same items over a dimmed page that
// stops scrolling; choosing a link, tapping the backdrop, Escape or navigating closes it. The
// panel exists only while open.
import { NEW_TAB } from "@/components/ui/button";
import { Menu, X } from "@/components/ui/icons";
import type { NavItem } from "@/content/navigation";
import { isActivePath } from "./nav-link";

export function MobileMenu({
  items,
  ctaLabel,
  bookingHref,
  pathname,
}: {
  items: NavItem[];
  ctaLabel: string;
  bookingHref: string;
  pathname: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
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

  const link = (href: string, children: React.ReactNode, className?: string) => (
    <Link
      href={href}
      onClick={close}
      className={className}
      aria-current={isActivePath(pathname, href) ? "page" : undefined}
    >
      {children}
    </Link>
  );

  return (
    <>
      <button
        type="button"
        className="mm-btn"
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <X /> : <Menu />}
      </button>
      {open && (
        // A pointer-only backdrop: keyboard users close with the button or Escape.
        <div aria-hidden onClick={close} data-testid="menu-backdrop" className="mm-bg" />
      )}
      {open && (
        <div id={id} className="mm">
          <ul>
            {items.map((item) =>
              item.kind === "dropdown" ? (
                <li key={item.title}>
                  <p>{item.title}</p>
                  <ul>
                    {item.items.map((sub) => (
                      <li key={sub.href}>
                        {link(
                          sub.href,
                          <>
                            {sub.title}
                            <small>{sub.subtitle}</small>
                          </>,
                        )}
                      </li>
                    ))}
                    <li>{link(item.href, "All services", "all")}</li>
                  </ul>
                </li>
              ) : (
                <li key={item.href}>{link(item.href, item.title)}</li>
              ),
            )}
            <li>
              <a href={bookingHref} {...NEW_TAB} onClick={close} className="btn pri">
                {ctaLabel}
              </a>
            </li>
          </ul>
        </div>
      )}
    </>
  );
}
