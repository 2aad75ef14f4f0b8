"use client";

// The navigation bar's links, the Services dropdown, the booking button and, on small screens,
// the menu: the part of the header that depends on the URL (the current page is marked). One
// client component, so the menu's items cross to the browser once.
import { usePathname } from "next/navigation";
import { NEW_TAB } from "@/components/ui/button";
import type { NavItem } from "@/content/navigation";
import { MobileMenu } from "./mobile-menu";
import { isActivePath } from "./nav-link";
import { PageLink } from "./page-link";
import { ServicesDropdown } from "./services-dropdown";

export type SiteNavProps = {
  items: NavItem[];
  ctaLabel: string;
  bookingHref: string;
  hardLinks?: boolean;
};

export function SiteNav({ items, ctaLabel, bookingHref, hardLinks }: SiteNavProps) {
  const pathname = usePathname();
  return (
    <>
      <ul className="nav">
        {items.map((item) =>
          item.kind === "dropdown" ? (
            <li key={item.title}>
              <ServicesDropdown
                item={item}
                active={isActivePath(pathname, item.href)}
                pathname={pathname}
                hardLinks={hardLinks}
              />
            </li>
          ) : (
            <li key={item.href}>
              <PageLink
                hard={hardLinks}
                href={item.href}
                // The page the visitor is on needs no prefetch.
                prefetch={pathname === item.href ? false : undefined}
                aria-current={isActivePath(pathname, item.href) ? "page" : undefined}
                className="nav-link"
              >
                {item.title}
              </PageLink>
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
          hardLinks={hardLinks}
        />
      </div>
    </>
  );
}
