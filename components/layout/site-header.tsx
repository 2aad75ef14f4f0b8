// The fixed navigation bar, rendered on the server: the logo, the desktop links with the
// Services dropdown, the booking button and, on small screens, the menu. Only the dropdown, the
// menu and the current-page marks run in the browser.
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import type { NavItem } from "@/content/navigation";
import { cn } from "@/lib/utils/cn";
import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";
import { navLinkClass } from "./nav-styles";
import { ServicesDropdown } from "./services-dropdown";

type Props = { company: string; bookingHref: string; ctaLabel: string; items: NavItem[] };

export function SiteHeader({ company, bookingHref, ctaLabel, items }: Props) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line/80 bg-white/95">
      <nav
        aria-label="Main"
        className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Link
          href="/"
          // The Home link of the menu prefetches the home page; the logo need not do it again.
          prefetch={false}
          className="flex min-w-0 items-center gap-2 font-bold text-ink"
          aria-label={`${company} home`}
        >
          <LogoMark className="shrink-0" />
          <span className="truncate text-lg tracking-tight">{company}</span>
        </Link>

        <ul className="hidden items-center gap-1 lg:flex">
          {items.map((item) =>
            item.kind === "dropdown" ? (
              <li key={item.title}>
                <ServicesDropdown item={item} />
              </li>
            ) : (
              <li key={item.href}>
                <NavLink
                  href={item.href}
                  className={navLinkClass(false)}
                  activeClassName={navLinkClass(true)}
                >
                  {item.title}
                </NavLink>
              </li>
            ),
          )}
        </ul>

        <div className="flex shrink-0 items-center gap-2">
          <a
            href={bookingHref}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ size: "sm", className: "whitespace-nowrap max-sm:hidden" })}
          >
            {ctaLabel}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <MobileMenu items={items} ctaLabel={ctaLabel} bookingHref={bookingHref} />
        </div>
      </nav>
    </header>
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
