"use client";

import { useEffect, useId, useRef, useState } from "react";
// The small-screen navigation, on HTML's own popover so it works before any script (outside taps
// and Escape close it); once this code runs, choosing a link closes it too.
import { NEW_TAB } from "@/components/ui/button";
import { Menu, X } from "@/components/ui/icons";
import type { NavItem } from "@/content/navigation";
import { isActivePath } from "./nav-link";
import { PageLink } from "./page-link";

export function MobileMenu({
  items,
  ctaLabel,
  bookingHref,
  pathname,
  hardLinks,
}: {
  items: NavItem[];
  ctaLabel: string;
  bookingHref: string;
  pathname: string;
  hardLinks?: boolean;
}) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The browser tells assistive technology whether a popover is open; this keeps the attribute
  // in step too, for everything that reads the page (and tests).
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    const menu = panel.current;
    if (!menu) return;
    const sync = () => setExpanded(menu.matches(":popover-open"));
    sync();
    menu.addEventListener("toggle", sync);
    return () => menu.removeEventListener("toggle", sync);
  }, []);
  const close = () => {
    try {
      panel.current?.hidePopover();
    } catch {
      // already closed
    }
  };

  // A new page closes it (but not this code's first run: a tap before it may have opened it).
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    close();
  });

  const link = (href: string, children: React.ReactNode, className?: string) => (
    <PageLink
      hard={hardLinks}
      href={href}
      onClick={close}
      className={className}
      aria-current={isActivePath(pathname, href) ? "page" : undefined}
    >
      {children}
    </PageLink>
  );

  return (
    <>
      <button
        type="button"
        className="mm-btn"
        popoverTarget={id}
        aria-controls={id}
        aria-expanded={expanded}
        aria-label="Menu"
      >
        <Menu />
        <X />
      </button>
      <div ref={panel} id={id} popover="auto" className="mm">
        <ul>
          {items.map((item) =>
            item.kind === "dropdown" ? (
              <li key={item.title}>
                <p>{item.title}</p>
                <ul>
                  {item.items.map((sub) => (
                    <li key={sub.href}>{link(sub.href, sub.title)}</li>
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
    </>
  );
}
