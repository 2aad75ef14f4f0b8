"use client";

// The fixed navigation bar: desktop links with the Services dropdown (opens on hover, click or
// keyboard; closes 150 ms after the pointer leaves) and a collapsible menu on small screens.
import { ChevronDown, Menu, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { DROPDOWN_CLOSE_DELAY_MS } from "@/config/ui";
import type { NavItem } from "@/content/navigation";
import { cn } from "@/lib/utils/cn";

type Props = { company: string; bookingUrl: string; ctaLabel: string; items: NavItem[] };

export function SiteHeader({ company, bookingUrl, ctaLabel, items }: Props) {
  const pathname = usePathname();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileId = useId();

  // A navigation (or the back button) always leaves the mobile menu closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change only
  useEffect(() => setMobileOpen(false), [pathname]);

  const isActive = (href: string) =>
    href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Link
          href="/"
          className="flex items-center gap-2 font-bold text-ink"
          aria-label={`${company} home`}
        >
          <LogoMark />
          <span className="whitespace-nowrap text-lg tracking-tight">{company}</span>
        </Link>

        <ul className="hidden items-center gap-1 lg:flex">
          {items.map((item) =>
            item.kind === "dropdown" ? (
              <li key={item.title}>
                <ServicesDropdown item={item} active={isActive(item.href)} />
              </li>
            ) : (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={isActive(item.href) ? "page" : undefined}
                  className={navLinkClass(isActive(item.href))}
                >
                  {item.title}
                </Link>
              </li>
            ),
          )}
        </ul>

        <div className="flex items-center gap-2">
          <a
            href={bookingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ size: "sm", className: "whitespace-nowrap max-sm:hidden" })}
          >
            {ctaLabel}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-brand-50 lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls={mobileId}
            aria-label={mobileOpen ? "Close menu" : "Open menu"}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? (
              <X className="size-6" aria-hidden />
            ) : (
              <Menu className="size-6" aria-hidden />
            )}
          </button>
        </div>
      </nav>

      <div
        id={mobileId}
        hidden={!mobileOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-white lg:hidden"
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
                      <Link
                        href={sub.href}
                        onClick={() => setMobileOpen(false)}
                        aria-current={isActive(sub.href) ? "page" : undefined}
                        className="block rounded-lg px-3 py-2 hover:bg-brand-50"
                      >
                        <span className="block font-medium text-ink">{sub.title}</span>
                        <span className="block text-sm text-muted">{sub.subtitle}</span>
                      </Link>
                    </li>
                  ))}
                  <li>
                    <Link
                      href={item.href}
                      onClick={() => setMobileOpen(false)}
                      className="block rounded-lg px-3 py-2 font-medium text-brand-700 hover:bg-brand-50"
                    >
                      All services
                    </Link>
                  </li>
                </ul>
              </li>
            ) : (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={() => setMobileOpen(false)}
                  aria-current={isActive(item.href) ? "page" : undefined}
                  className="block rounded-lg px-3 py-2 font-medium text-ink hover:bg-brand-50"
                >
                  {item.title}
                </Link>
              </li>
            ),
          )}
          <li className="pt-2">
            <a
              href={bookingUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => setMobileOpen(false)}
              className={buttonClasses({ className: "w-full" })}
            >
              {ctaLabel}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        </ul>
      </div>
    </header>
  );
}

function navLinkClass(active: boolean) {
  return cn(
    "inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium transition-colors",
    active ? "text-brand-700" : "text-ink hover:bg-brand-50 hover:text-brand-700",
  );
}

function ServicesDropdown({
  item,
  active,
}: {
  item: Extract<NavItem, { kind: "dropdown" }>;
  active: boolean;
}) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const pathname = usePathname();

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const openNow = () => {
    cancelClose();
    setOpen(true);
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  };

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: close after any navigation
  useEffect(() => setOpen(false), [pathname]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only extends the button's own behaviour
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={(e) => e.pointerType === "mouse" && openNow()}
      onPointerLeave={(e) => e.pointerType === "mouse" && closeSoon()}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={navLinkClass(active)}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? setOpen(false) : openNow())}
      >
        {item.title}
        <ChevronDown
          className={cn("size-4 transition-transform", open && "rotate-180")}
          aria-hidden
        />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute left-1/2 top-full w-80 -translate-x-1/2 pt-2"
      >
        <ul className="rounded-card border border-line bg-white p-2 shadow-lift">
          {item.items.map((sub) => (
            <li key={sub.href}>
              <Link
                href={sub.href}
                className="block rounded-lg px-3 py-2.5 hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                <span className="block text-sm font-semibold text-ink">{sub.title}</span>
                <span className="block text-sm text-muted">{sub.subtitle}</span>
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-line pt-1">
            <Link
              href={item.href}
              className="block rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              All services →
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn("size-8", className)} aria-hidden="true">
      <rect width="32" height="32" rx="9" fill="#4f46e5" />
      <path d="M16 6c3 4 3 8 0 11-3-3-3-7 0-11Z" fill="#c7d2fe" />
      <path d="M9 13c4 0 7 2 7 6-4 0-7-2-7-6Zm14 0c0 4-3 6-7 6 0-4 3-6 7-6Z" fill="#a5b4fc" />
      <path d="M16 19v7" stroke="#fdba74" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
