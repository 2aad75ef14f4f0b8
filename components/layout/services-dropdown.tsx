"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
// The Services dropdown: opens on hover (closing 150 ms after the pointer leaves), on click or
// from the keyboard; Escape closes it and returns focus to the button. A click while the mouse
// already holds it open keeps it open.
import { ChevronDown } from "@/components/ui/icons";
import { DROPDOWN_CLOSE_DELAY_MS } from "@/config/ui";
import type { NavDropdown } from "@/content/navigation";
import { cn } from "@/lib/utils/cn";
import { isActivePath } from "./nav-link";
import { navLinkClass } from "./nav-styles";

export function ServicesDropdown({ item }: { item: NavDropdown }) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const hovering = useRef(false);
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

  // Unmounting with a close pending must not set state afterwards.
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
      onPointerEnter={(e) => {
        if (e.pointerType !== "mouse") return;
        hovering.current = true;
        openNow();
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== "mouse") return;
        hovering.current = false;
        closeSoon();
      }}
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
        className={navLinkClass(isActivePath(pathname, item.href))}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open && !hovering.current ? setOpen(false) : openNow())}
      >
        {item.title}
        <ChevronDown
          className={cn(
            "size-4 transition-transform motion-reduce:transition-none",
            open && "rotate-180",
          )}
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
