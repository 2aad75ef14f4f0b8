import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { LineItemTable } from "@/components/pricing/line-item-table";
import { PackageCard } from "@/components/pricing/package-card";
import { Section, SectionHeading } from "@/components/ui/section";
import { site } from "@/config/site";
import {
  formatUsd,
  foundations,
  lineItemCategories,
  packages,
  pricingPage,
} from "@/content/pricing";
import { servicesOverview } from "@/content/services";
import { toId } from "@/lib/pricing";
import { pageMetadata } from "@/lib/seo";
import "@/components/pricing/pricing.css";

export const metadata = pageMetadata({
  title: "Pricing",
  description:
    "Transparent pricing for the AI-Powered Growth System: Starter, Growth and AI Max packages, or build your own from a line-item menu of one-time builds.",
  path: "/pricing",
});

export default function PricingPage() {
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title={pricingPage.title}
        intro={pricingPage.intro}
        actions={[{ label: servicesOverview.ctaLabel, to: "booking" }]}
      />

      <Section labelledBy="packages-heading">
        <SectionHeading
          id="packages-heading"
          eyebrow="Packages"
          title={pricingPage.packagesHeading}
        />
        <ul className="pkgs">
          {packages.map((pkg, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content; a key is written into the RSC payload
            <li key={i}>
              <PackageCard
                pkg={pkg}
                bookingUrl={site.bookingPath}
                popularLabel={pricingPage.popularLabel}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="menu-heading" className="alt">
        <SectionHeading
          id="menu-heading"
          eyebrow="Pricing menu"
          title={pricingPage.menuHeading}
          intro={pricingPage.menuIntro}
        />
        <div className="lits">
          {lineItemCategories.map((category, i) => (
            <LineItemTable
              // biome-ignore lint/suspicious/noArrayIndexKey: static content; a key is written into the RSC payload
              key={i}
              category={category}
              id={`menu-${toId(category.name)}-heading`}
            />
          ))}
        </div>
      </Section>

      <Section labelledBy="foundations-heading">
        <SectionHeading
          id="foundations-heading"
          eyebrow="One-time setup"
          title={pricingPage.foundationsHeading}
          intro={pricingPage.foundationsIntro}
        />
        <ul className="fnd">
          {foundations.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content; a key is written into the RSC payload
            <li key={i}>
              <h3>{item.name}</h3>
              <p>
                <b>{formatUsd(item.price)}</b> one-time
              </p>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        title={servicesOverview.ctaHeading}
        text={servicesOverview.ctaText}
        label={servicesOverview.ctaLabel}
      />
    </>
  );
}
