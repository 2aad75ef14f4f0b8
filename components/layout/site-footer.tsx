import Link from "next/link";
import { CalendarDays, Mail, MapPin } from "@/components/ui/icons";
import { Container } from "@/components/ui/section";
import { formatAddress, site } from "@/config/site";
import {
  connectColumnTitle,
  contentDisclaimerLink,
  footerColumns,
  footerNote,
  footerTagline,
} from "@/content/navigation";
import { DisclaimerLink } from "./disclaimer-link";
import { LogoMark } from "./site-header";

const linkClass = "link-footer";

export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className="bg-brand-950 text-white">
      <Container className="py-14">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_repeat(4,1fr)]">
          <div>
            <Link href="/" className="inline-flex items-center gap-2 font-bold">
              <LogoMark />
              <span className="text-lg">{site.company}</span>
            </Link>
            <p className="mt-4 max-w-xs text-sm leading-6 text-brand-100">{footerTagline}</p>
            <p className="mt-4 flex items-start gap-2 text-sm text-brand-100">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
              {formatAddress()}
            </p>
          </div>
          {footerColumns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h3 className="text-sm font-semibold tracking-wide text-white">{column.title}</h3>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className={linkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
                {column.title === "Resources" && (
                  <DisclaimerLink
                    href={contentDisclaimerLink.href}
                    label={contentDisclaimerLink.label}
                  />
                )}
              </ul>
            </nav>
          ))}
          <div>
            <h3 className="text-sm font-semibold tracking-wide text-white">{connectColumnTitle}</h3>
            <ul className="mt-4 space-y-3">
              <li>
                <a
                  href={`mailto:${site.helloEmail}`}
                  className={`${linkClass} inline-flex items-center gap-2`}
                >
                  <Mail className="size-4" aria-hidden />
                  {site.helloEmail}
                </a>
              </li>
              <li>
                <a
                  href={`mailto:${site.supportEmail}`}
                  className={`${linkClass} inline-flex items-center gap-2`}
                >
                  <Mail className="size-4" aria-hidden />
                  {site.supportEmail}
                </a>
              </li>
              <li>
                <a
                  href={site.bookingPath}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${linkClass} inline-flex items-center gap-2`}
                >
                  <CalendarDays className="size-4" aria-hidden />
                  Schedule a call
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
              {site.socials.map((social) => (
                <li key={social.name}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer me"
                    className={linkClass}
                  >
                    {social.name}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
            <p className="mt-4 text-xs text-brand-200">{site.responsePromise}</p>
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-3 border-t border-white/10 pt-6 text-xs text-brand-200 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {site.company}. All rights reserved.
          </p>
          <p>{footerNote}</p>
        </div>
      </Container>
    </footer>
  );
}
