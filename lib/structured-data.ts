// The business and its pages as schema.org reads them: who we are (home and About), the site with
// the blog's search, and where a detail page sits. Built from config/site, so a rebrand is one
// restart away.
import "server-only";
import { site } from "@/config/site";

const SCHEMA = "https://schema.org";
const ORG_ID = `${site.url}/#organization`;

/** The agency: a ProfessionalService (a LocalBusiness) with its Austin address and profiles. */
export function organizationJsonLd() {
  const a = site.address;
  return {
    "@context": SCHEMA,
    "@type": "ProfessionalService",
    "@id": ORG_ID,
    name: site.company,
    description: site.description,
    url: site.url,
    logo: `${site.url}/apple-touch-icon.png`,
    email: site.helloEmail,
    address: {
      "@type": "PostalAddress",
      streetAddress: a.street,
      addressLocality: a.city,
      addressRegion: a.region,
      postalCode: a.postalCode,
      addressCountry: a.country,
    },
    areaServed: [
      { "@type": "City", name: `${a.city}, ${a.regionName}` },
      { "@type": "State", name: a.regionName },
      { "@type": "Country", name: "United States" },
    ],
    sameAs: site.socials.map((s) => s.href),
    slogan: site.tagline,
  };
}

/** The site, with the blog's search as its SearchAction. */
export function websiteJsonLd() {
  return {
    "@context": SCHEMA,
    "@type": "WebSite",
    "@id": `${site.url}/#website`,
    name: site.company,
    url: site.url,
    publisher: { "@id": ORG_ID },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${site.url}/blog?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** Home › … › this page, each step a site path ("/" first is implied). */
export function breadcrumbJsonLd(trail: Array<{ name: string; path: string }>) {
  const steps = [{ name: "Home", path: "/" }, ...trail];
  return {
    "@context": SCHEMA,
    "@type": "BreadcrumbList",
    itemListElement: steps.map((s, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: s.name,
      item: `${site.url}${s.path === "/" ? "" : s.path}`,
    })),
  };
}
