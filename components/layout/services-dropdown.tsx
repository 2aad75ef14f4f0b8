"use client";

import { useEffect, useId, useRef, useState } from "react";
// The Services dropdown: opens on hover (closing 150 ms after the pointer leaves), on click or
// from the keyboard; Escape closes it and returns focus to the button. Until this code runs the
// stylesheet opens it on hover (app/site-chrome.css `.ddw`), so it answers from the page's first paint.
import { ChevronDown } from "@/components/ui/icons";
import { DROPDOWN_CLOSE_DELAY_MS } from "@/config/ui";
import type { NavDropdown } from "@/content/navigation";
import { PageLink } from "./page-link";

export function ServicesDropdown({
  item,
  active,
  pathname,
  hardLinks,
}: {
  item: NavDropdown;
  active: boolean;
  pathname: string;
  hardLinks?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const hovering = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

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

  // A new page closes it.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    setOpen(false);
  });

  // From here on this code decides; the pointer may already rest on it.
  useEffect(() => {
    setReady(true);
    if (rootRef.current?.matches(":hover")) {
      hovering.current = true;
      setOpen(true);
    }
  }, []);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only extends the button's own behaviour
    <div
      ref={rootRef}
      className="ddw"
      data-js={ready || undefined}
      data-open={open || undefined}
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
        className={active ? "nav-link on" : "nav-link"}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open && !hovering.current ? setOpen(false) : openNow())}
      >
        {item.title}
        <ChevronDown />
      </button>
      <div id={menuId} className="dd">
        <ul>
          {item.items.map((sub) => (
            <li key={sub.href}>
              <PageLink hard={hardLinks} href={sub.href} onClick={() => setOpen(false)}>
                <b>{sub.title}</b>
                <small>{sub.subtitle}</small>
              </PageLink>
            </li>
          ))}
          <li>
            <PageLink hard={hardLinks} href={item.href} onClick={() => setOpen(false)}>
              All services →
            </PageLink>
          </li>
        </ul>
      </div>
    </div>
  );
}
