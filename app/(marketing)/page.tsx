import type { Metadata } from "next";
import Link from "next/link";
import { PhaseText } from "@/components/events/event-phase";
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
import { ArrowRight, CalendarDays, Quote } from "@/components/ui/icons";
import { Section, SectionHeading } from "@/components/ui/section";
import { site } from "@/config/site";
import { faqSection, faqs, faqWorkshopCta } from "@/content/faq";
import {
  benefits,
  benefitsSection,
  comparison,
  hero,
  resultsSection,
  resultsStats,
  summaryStats,
  testimonials,
  testimonialsSection,
  useCasesTeaser,
} from "@/content/home";

export const metadata: Metadata = {
  title: {
    absolute: `${site.company} | AI-Powered Marketing & Automation in ${site.address.city}, ${site.address.region}`,
  },
  description: `AI chat assistants, marketing automation, custom software and systems integration for small businesses. Book a free strategy call with our ${site.address.city} team.`,
  alternates: { canonical: "/" },
};

export default function HomePage() {
  return (
    <>
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
        <div className="mt-8 flex flex-wrap gap-3">
          <ExternalButton href={site.bookingPath} size="lg">
            <CalendarDays className="size-5" aria-hidden />
            {hero.primaryCta.label}
          </ExternalButton>
          <ButtonLink href={hero.secondaryCta.href} variant="secondary" size="lg">
            {hero.secondaryCta.label}
          </ButtonLink>
        </div>
        <dl className="mt-10 grid max-w-md grid-cols-3 gap-4 border-t border-line pt-6">
          {summaryStats.map((s) => (
            <div key={s.label} className="flex flex-col">
              <dt className="text-xs text-muted">{s.label}</dt>
              <dd className="order-first text-2xl font-bold text-ink">{s.value}</dd>
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

      <Section labelledBy="benefits-heading" className="bg-surface">
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
        }))}
      />

      <Section labelledBy="testimonials-heading">
        <SectionHeading
          id="testimonials-heading"
          eyebrow="Testimonials"
          title={testimonialsSection.heading}
          intro={testimonialsSection.intro}
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.author}>
              <figure className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card">
                <Quote className="size-8 text-brand-200" aria-hidden />
                <blockquote className="mt-4 flex-1 leading-7 text-ink">“{t.content}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <Avatar name={t.author} image={t.image} size={48} />
                  <span>
                    <span className="block font-semibold text-ink">{t.author}</span>
                    <span className="block text-sm text-muted">
                      {t.role}, {t.company}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="faq-heading" className="bg-surface">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
          <div>
            <SectionHeading
              id="faq-heading"
              align="left"
              eyebrow="FAQ"
              title={faqSection.heading}
              intro={faqSection.intro}
            />
            <ButtonLink href={faqWorkshopCta.href} className="mt-8" variant="primary">
              <WorkshopPhase>
                <PhaseText text={faqWorkshopCta.label} />
              </WorkshopPhase>
              <ArrowRight className="size-4" aria-hidden />
            </ButtonLink>
          </div>
          <FaqAccordion items={faqs} />
        </div>
      </Section>

      <Section labelledBy="use-cases-teaser-heading">
        <div className="flex flex-col items-start justify-between gap-6 rounded-card border border-brand-100 bg-brand-50 p-8 sm:flex-row sm:items-center">
          <div>
            <h2 id="use-cases-teaser-heading" className="text-2xl font-bold text-ink">
              {useCasesTeaser.heading}
            </h2>
            <p className="mt-2 text-muted">{useCasesTeaser.text}</p>
          </div>
          <Link
            href={useCasesTeaser.href}
            className="inline-flex shrink-0 items-center gap-2 font-semibold text-brand-700 hover:underline"
          >
            {useCasesTeaser.label}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </Section>

      <ContactSection />
    </>
  );
}
