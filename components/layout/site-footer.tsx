import { NEW_TAB } from "@/components/ui/button";
import { CalendarDays, Mail, MapPin, SpriteSvg } from "@/components/ui/icons";
import { formatAddress, site } from "@/config/site";
import {
  connectColumnTitle,
  contentDisclaimerLink,
  footerColumns,
  footerNote,
  footerTagline,
} from "@/content/navigation";
import { DisclaimerLink } from "./disclaimer-link";
import { PageLink } from "./page-link";

// The footer's links are plain anchors: every page carries them, and a next/link would prefetch
// all eighteen pages the moment the footer scrolls into view. They are rarely followed, and a
// static page loads quickly without it. The look comes from app/site-chrome.css (`.ftr`).

export function SiteFooter({ year, hardLinks }: { year: number; hardLinks?: boolean }) {
  return (
    <footer className="ftr">
      <div className="wrap">
        <div className="ftr-g">
          <div>
            <PageLink hard={hardLinks} href="/" className="brand">
              <span>{site.company}</span>
            </PageLink>
            <p>{footerTagline}</p>
            <p>
              <MapPin />
              {formatAddress()}
            </p>
          </div>
          {footerColumns.map((column, c) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content; a key is written into the RSC payload
            <nav key={c} aria-label={column.title}>
              <h3>{column.title}</h3>
              <ul>
                {column.links.map((link, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static content, as above
                  <li key={i}>
                    <a href={link.href}>{link.label}</a>
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
            <h3>{connectColumnTitle}</h3>
            <ul>
              {[site.helloEmail, site.supportEmail].map((email, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static content, as above
                <li key={i} className="ml">
                  <a href={`mailto:${email}`}>
                    <Mail />
                    {email}
                  </a>
                </li>
              ))}
              <li>
                <a href={site.bookingPath} {...NEW_TAB}>
                  <CalendarDays />
                  Schedule a call
                </a>
              </li>
              {site.socials.map((social, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static content, as above
                <li key={i}>
                  <a href={social.href} {...NEW_TAB} rel="noopener noreferrer me">
                    <SpriteSvg name={social.icon} />
                    {social.name}
                  </a>
                </li>
              ))}
            </ul>
            <p>{site.responsePromise}</p>
          </div>
        </div>
        <div className="ftr-b">
          <p>
            © {year} {site.company}. All rights reserved.
          </p>
          <p>{footerNote}</p>
        </div>
      </div>
    </footer>
  );
}
