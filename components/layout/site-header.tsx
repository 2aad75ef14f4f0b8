// The fixed navigation bar, rendered on the server: the logo (drawn by the stylesheet, which
// carries public/icon.svg: `.brand`, `--logo` in app/icons.css), then the links, the booking
// button and the small screens' menu (site-nav.tsx, the part that runs in the browser).
import type { NavItem } from "@/content/navigation";
import { PageLink } from "./page-link";
import { SiteNav } from "./site-nav";

type Props = {
  company: string;
  bookingHref: string;
  ctaLabel: string;
  items: NavItem[];
  hardLinks?: boolean;
};

export function SiteHeader({ company, bookingHref, ctaLabel, items, hardLinks }: Props) {
  return (
    <header className="hdr">
      <nav aria-label="Main">
        <PageLink
          hard={hardLinks}
          href="/"
          // The Home link of the menu prefetches the home page; the logo need not do it again.
          prefetch={false}
          className="brand"
          aria-label={`${company} home`}
        >
          <span>{company}</span>
        </PageLink>
        <SiteNav
          items={items}
          ctaLabel={ctaLabel}
          bookingHref={bookingHref}
          // Only when set: an undefined prop would still be written into the RSC payload.
          {...(hardLinks ? { hardLinks } : {})}
        />
      </nav>
    </header>
  );
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="9" fill="#4f46e5" />
      <path d="M16 6c3 4 3 8 0 11-3-3-3-7 0-11Z" fill="#c7d2fe" />
      <path d="M9 13c4 0 7 2 7 6-4 0-7-2-7-6Zm14 0c0 4-3 6-7 6 0-4 3-6 7-6Z" fill="#a5b4fc" />
      <path d="M16 19v7" stroke="#fdba74" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
