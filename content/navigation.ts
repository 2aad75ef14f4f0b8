// Site navigation: the main menu (with the Services dropdown, from the service catalogue) and
// the footer columns.
import { site } from "@/config/site";
import { serviceHref, services } from "./services";
import type { LinkItem } from "./types";

export { serviceHref };

export type NavDropdownItem = {
  href: string;
  title: string;
  subtitle: string;
};

export type NavLink = {
  kind: "link";
  title: string;
  href: string;
};

export type NavDropdown = {
  kind: "dropdown";
  title: string;
  href: string;
  items: NavDropdownItem[];
};

export type NavItem = NavLink | NavDropdown;

export type FooterColumn = {
  title: string;
  links: LinkItem[];
};

export const servicesNavItems: NavDropdownItem[] = services.map((service) => ({
  href: serviceHref(service.slug),
  title: service.title,
  subtitle: service.navSubtitle,
}));

export const mainNav: NavItem[] = [
  { kind: "link", title: "Home", href: "/" },
  { kind: "dropdown", title: "Services", href: "/services", items: servicesNavItems },
  { kind: "link", title: "Use Cases", href: "/use-cases" },
  { kind: "link", title: "About", href: "/about-us" },
  { kind: "link", title: "Blog", href: "/blog" },
];

/** Label of the booking button at the end of the navigation bar. */
export const navCtaLabel = "Get Started";

export const footerColumns: [FooterColumn, FooterColumn, FooterColumn] = [
  {
    title: "Services",
    links: [
      ...services.map((service) => ({ label: service.title, href: serviceHref(service.slug) })),
      { label: "All services", href: "/services" },
      { label: "Pricing", href: "/pricing" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About", href: "/about-us" },
      { label: "Case Studies", href: "/case-studies" },
      { label: "Contact", href: "/contact" },
      // The next upcoming event (a redirect), or the list of events when none is planned.
      { label: "AI for Business Workshop", href: "/events/next" },
    ],
  },
  {
    title: "Resources",
    links: [
      { label: "Blog", href: "/blog" },
      { label: "Use Cases", href: "/use-cases" },
      { label: "Blog RSS Feed", href: "/blog/rss.xml" },
      { label: "Privacy Policy", href: "/privacy-policy" },
    ],
  },
];

/** The fourth footer column; the app fills it with mailto links, the scheduling link and socials from config. */
export const connectColumnTitle = "Connect";

export const footerTagline = `AI automation, marketing systems and custom software for growing businesses, built in ${site.address.city}, ${site.address.regionName}.`;

export const footerNote = "AI tools help us create content, and human editors approve all posts.";

/** Shown in the footer on /blog paths only. */
export const contentDisclaimerLink: LinkItem = {
  label: "Content Disclaimer",
  href: "/content-disclaimer",
};
