import Link from "next/link";
import { ForPhase, PhaseText } from "@/components/events/event-phase";
import { WorkshopPhase } from "@/components/events/workshop-phase";
import { ComparisonCards } from "@/components/marketing/comparison-cards";
import { ContactSection } from "@/components/marketing/contact-section";
import { FaqAccordion } from "@/components/marketing/faq-accordion";
import { IconCardGrid } from "@/components/marketing/icon-card-grid";
import { SplitHero } from "@/components/marketing/split-hero";
import { StatsBand } from "@/components/marketing/stats-band";
import { VideoFacade } from "@/components/marketing/video-facade";
import { Avatar } from "@/components/ui/avatar";
import { ButtonLink, ExternalButton } from "@/components/ui/button";
import { ArrowRight, CalendarDays } from "@/components/ui/icons";
import { Section, SectionHeading } from "@/components/ui/section";
import { site } from "@/config/site";
import { faqSection, faqs, faqWorkshopCta } from "@/content/faq";
import {
  benefits,
  benefitsSection,
  comparison,
  hero,
  resultsSection,
  testimonialsSection,
  useCasesTeaser,
} from "@/content/home";
import { tagPage } from "@/lib/content/cache";
import { CONTENT_TAGS } from "@/lib/content/cache-tags";
import { allProof, proofOf } from "@/lib/proof";
import "./home.css";
import { JsonLd } from "@/components/ui/json-ld";
import { pageMetadata } from "@/lib/seo";
import { organizationJsonLd, websiteJsonLd } from "@/lib/structured-data";

export const metadata = pageMetadata({
  title: {
    absolute: `${site.company} | AI-Powered Marketing & Automation in ${site.address.city}, ${site.address.region}`,
  },
  description: `AI chat assistants, marketing automation, custom software and systems integration for small businesses. Book a free strategy call with our ${site.address.city} team.`,
  path: "/",
});

export default async function HomePage() {
  // The owner's figures and testimonials (the demo's until replaced), refreshed when saved.
  await tagPage(CONTENT_TAGS.proof);
  const proof = await allProof();
  const summaryStats = proofOf(proof, "summary");
  const resultsStats = proofOf(proof, "result");
  const testimonials = proofOf(proof, "testimonial");
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={websiteJsonLd()} />
      <SplitHero
        id="hero-heading"
        eyebrow={hero.eyebrow}
        title={hero.headline}
        intro={hero.subheadline}
        aside={
          <VideoFacade
            youtubeId={hero.demoVideo.youtubeId}
            title={hero.demoVideo.title}
            posterAlt={hero.demoVideo.posterAlt}
            poster={hero.demoVideo.poster}
          />
        }
      >
        <div className="acts">
          <ExternalButton href={site.bookingPath} size="lg">
            <CalendarDays />
            {hero.primaryCta.label}
          </ExternalButton>
          <ButtonLink href={hero.secondaryCta.href} variant="secondary" size="lg">
            {hero.secondaryCta.label}
          </ButtonLink>
        </div>
        <dl className="mini">
          {summaryStats.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content; a key is written into the RSC payload
            <div key={i} title={s.source ? `Source: ${s.source}` : undefined}>
              <dt>{s.label}</dt>
              <dd>{s.value}</dd>
              {s.source && <dd className="sr-only">Source: {s.source}</dd>}
            </div>
          ))}
        </dl>
      </SplitHero>

      <Section labelledBy="comparison-heading">
        <SectionHeading
          id="comparison-heading"
          eyebrow="Why us"
          title={comparison.heading}
          intro={comparison.intro}
        />
        <ComparisonCards before={comparison.traditional} after={comparison.ours} />
      </Section>

      <Section labelledBy="benefits-heading" className="alt">
        <SectionHeading
          id="benefits-heading"
          eyebrow="What we build"
          title={benefitsSection.heading}
          intro={benefitsSection.intro}
        />
        <IconCardGrid cards={benefits} />
      </Section>

      <StatsBand
        id="results-heading"
        eyebrow="Results"
        title={resultsSection.heading}
        intro={resultsSection.intro}
        stats={resultsStats.map((s) => ({
          value: s.value,
          label: s.name,
          description: s.description,
          source: s.source || undefined,
        }))}
      />

      <Section labelledBy="testimonials-heading">
        <SectionHeading
          id="testimonials-heading"
          eyebrow="Testimonials"
          title={testimonialsSection.heading}
          intro={testimonialsSection.intro}
        />
        <div className="quotes">
          {testimonials.map((t, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content; a key is written into the RSC payload
            <figure key={i}>
              <blockquote>{`“${t.quote}”`}</blockquote>
              <figcaption>
                <Avatar name={t.name} image={t.photo} size={48} />
                <b>{t.name}</b>
                {[t.role, t.company].filter(Boolean).join(", ")}
                {t.logo && (
                  // biome-ignore lint/performance/noImgElement: an uploaded logo of unknown size, drawn small
                  <img src={t.logo} alt={t.company || "Client logo"} className="logo" height={24} />
                )}
              </figcaption>
            </figure>
          ))}
        </div>
      </Section>

      <Section labelledBy="faq-heading" className="alt faq-grid">
        <div>
          <SectionHeading
            id="faq-heading"
            align="left"
            eyebrow="FAQ"
            title={faqSection.heading}
            intro={faqSection.intro}
          />
          <WorkshopPhase>
            <ForPhase phases={["upcoming", "live"]}>
              <ButtonLink href={faqWorkshopCta.href.upcoming} className="mt-8">
                <PhaseText text={faqWorkshopCta.label} />
                <ArrowRight className="size-4" />
              </ButtonLink>
            </ForPhase>
            <ForPhase phases={["past"]}>
              <ButtonLink href={faqWorkshopCta.href.past} className="mt-8">
                {faqWorkshopCta.label.past}
                <ArrowRight className="size-4" />
              </ButtonLink>
            </ForPhase>
          </WorkshopPhase>
        </div>
        <FaqAccordion items={faqs} />
      </Section>

      <Section labelledBy="use-cases-teaser-heading">
        <div className="teaser">
          <div>
            <h2 id="use-cases-teaser-heading">{useCasesTeaser.heading}</h2>
            <p>{useCasesTeaser.text}</p>
          </div>
          <Link href={useCasesTeaser.href} className="more">
            {useCasesTeaser.label}
          </Link>
        </div>
      </Section>

      <ContactSection />
    </>
  );
}
