"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
// The Services dropdown: opens on hover (closing 150 ms after the pointer leaves), on click or
// from the keyboard; Escape closes it and returns focus to the button. A click while the mouse
// already holds it open keeps it open. The panel exists only while open: every page's markup
// need not carry it (the footer and /services list the same pages).
import { ChevronDown } from "@/components/ui/icons";
import { DROPDOWN_CLOSE_DELAY_MS } from "@/config/ui";
import type { NavDropdown } from "@/content/navigation";

export function ServicesDropdown({ item, active }: { item: NavDropdown; active: boolean }) {
  const [open, setOpen] = useState(false);
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
        className={active ? "nav-link on" : "nav-link"}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open && !hovering.current ? setOpen(false) : openNow())}
      >
        {item.title}
        <ChevronDown />
      </button>
      {open && (
        <div id={menuId} className="dd">
          <ul>
            {item.items.map((sub) => (
              <li key={sub.href}>
                <Link href={sub.href} onClick={() => setOpen(false)}>
                  <b>{sub.title}</b>
                  <small>{sub.subtitle}</small>
                </Link>
              </li>
            ))}
            <li>
              <Link href={item.href} onClick={() => setOpen(false)}>
                All services →
              </Link>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
