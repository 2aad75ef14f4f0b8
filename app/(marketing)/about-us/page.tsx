import { CtaBand } from "@/components/marketing/cta-band";
import { IconCardGrid } from "@/components/marketing/icon-card-grid";
import { PageHero } from "@/components/marketing/page-hero";
import { Avatar } from "@/components/ui/avatar";
import { Container, Section, SectionHeading } from "@/components/ui/section";
import { site } from "@/config/site";
import { aboutHero, mission, story, team, values } from "@/content/about";
import { summaryStats } from "@/content/home";
import { servicesOverview } from "@/content/services";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "About Us",
  description: `Meet ${site.company}, a small ${site.address.city} team of engineers and marketers helping small businesses put practical AI and automation to work.`,
  path: "/about-us",
});

export default function AboutPage() {
  return (
    <>
      <PageHero {...aboutHero} />

      <Section labelledBy="story-heading">
        <div className="grid gap-12 lg:grid-cols-[1.5fr_1fr] lg:gap-16">
          <div>
            <SectionHeading
              id="story-heading"
              align="left"
              eyebrow="Our story"
              title="How We Got Here"
            />
            <div className="mt-6 space-y-5 text-lg leading-8 text-muted">
              {story.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <aside
            aria-label={`${site.company} by the numbers`}
            className="self-start rounded-card border border-brand-100 bg-brand-50 p-8"
          >
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
              By the numbers
            </p>
            <dl className="mt-6 space-y-6">
              {summaryStats.map((stat) => (
                <div key={stat.label} className="flex flex-col">
                  <dt className="text-sm font-medium text-muted">{stat.label}</dt>
                  <dd className="order-first text-4xl font-bold tracking-tight text-brand-800">
                    {stat.value}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-8 border-t border-brand-100 pt-6 text-sm leading-6 text-muted">
              Based in {site.address.city}, {site.address.region}, working with owners and marketers
              across Texas and beyond.
            </p>
          </aside>
        </div>
      </Section>

      <Section labelledBy="values-heading" className="bg-surface">
        <SectionHeading
          id="values-heading"
          eyebrow="Our values"
          title="What We Stand For"
          intro="The principles behind every recommendation we make and every system we build."
        />
        <IconCardGrid cards={values} columns={4} />
      </Section>

      <Section labelledBy="team-heading">
        <SectionHeading
          id="team-heading"
          eyebrow="Our team"
          title="Meet the Founders"
          intro="The two people you'll work with from the first strategy call to launch and beyond."
        />
        <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
          {team.map((member) => (
            <li
              key={member.name}
              className="flex flex-col gap-6 rounded-card border border-line bg-white p-6 shadow-card sm:flex-row sm:p-8 md:flex-col lg:flex-row"
            >
              <Avatar name={member.name} image={member.image} size={112} className="sm:size-32!" />
              <div>
                <h3 className="text-xl font-semibold text-ink">{member.name}</h3>
                <p className="mt-1 text-sm font-semibold text-brand-600">{member.role}</p>
                <p className="mt-4 leading-7 text-muted">{member.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="mission-heading" className="bg-brand-950 py-16 sm:py-20">
        <Container>
          <div className="mx-auto max-w-3xl text-center">
            <h2
              id="mission-heading"
              className="text-sm font-semibold uppercase tracking-wider text-brand-200"
            >
              {mission.heading}
            </h2>
            <p className="mt-6 text-2xl font-semibold leading-relaxed text-balance text-white sm:text-3xl">
              {mission.statement}
            </p>
          </div>
        </Container>
      </section>

      <CtaBand
        title={servicesOverview.ctaHeading}
        text={servicesOverview.ctaText}
        label={servicesOverview.ctaLabel}
      />
    </>
  );
}
