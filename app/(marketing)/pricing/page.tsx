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
        <ul className="mx-auto mt-14 grid max-w-lg items-stretch gap-10 lg:max-w-none lg:grid-cols-3 lg:gap-6">
          {packages.map((pkg) => (
            <li key={pkg.name}>
              <PackageCard
                pkg={pkg}
                bookingUrl={site.bookingPath}
                popularLabel={pricingPage.popularLabel}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="menu-heading" className="bg-surface">
        <SectionHeading
          id="menu-heading"
          eyebrow="Pricing menu"
          title={pricingPage.menuHeading}
          intro={pricingPage.menuIntro}
        />
        <div className="mt-12 grid items-start gap-6 lg:grid-cols-2">
          {lineItemCategories.map((category) => (
            <LineItemTable
              key={category.name}
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
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {foundations.map((item) => (
            <li
              key={item.name}
              className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card"
            >
              <h3 className="text-lg font-semibold text-ink">{item.name}</h3>
              <p className="mt-3 flex items-baseline gap-2">
                <span className="text-2xl font-bold text-ink">{formatUsd(item.price)}</span>
                <span className="text-sm text-muted">one-time</span>
              </p>
              <p className="mt-3 leading-7 text-muted">{item.description}</p>
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
