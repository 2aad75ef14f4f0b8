"use client";

// The navigation bar's links, the Services dropdown, the booking button and, on small screens,
// the menu: the part of the header that depends on the URL (the current page is marked). One
// client component, so the menu's items cross to the browser once.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { NEW_TAB } from "@/components/ui/button";
import type { NavItem } from "@/content/navigation";
import { MobileMenu } from "./mobile-menu";
import { isActivePath } from "./nav-link";
import { ServicesDropdown } from "./services-dropdown";

export type SiteNavProps = { items: NavItem[]; ctaLabel: string; bookingHref: string };

export function SiteNav({ items, ctaLabel, bookingHref }: SiteNavProps) {
  const pathname = usePathname();
  return (
    <>
      <ul className="nav">
        {items.map((item) =>
          item.kind === "dropdown" ? (
            <li key={item.title}>
              {/* A new page closes it: keyed by the address. */}
              <ServicesDropdown
                key={pathname}
                item={item}
                active={isActivePath(pathname, item.href)}
              />
            </li>
          ) : (
            <li key={item.href}>
              <Link
                href={item.href}
                // The page the visitor is on needs no prefetch.
                prefetch={pathname === item.href ? false : undefined}
                aria-current={isActivePath(pathname, item.href) ? "page" : undefined}
                className="nav-link"
              >
                {item.title}
              </Link>
            </li>
          ),
        )}
      </ul>
      <div className="hdr-end">
        <a href={bookingHref} {...NEW_TAB} className="btn pri sm whitespace-nowrap max-sm:hidden">
          {ctaLabel}
        </a>
        <MobileMenu
          items={items}
          ctaLabel={ctaLabel}
          bookingHref={bookingHref}
          pathname={pathname}
        />
      </div>
    </>
  );
}
