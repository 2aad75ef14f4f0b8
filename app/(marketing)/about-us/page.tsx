import { CtaBand } from "@/components/marketing/cta-band";
import { IconCardGrid } from "@/components/marketing/icon-card-grid";
import { PageHero } from "@/components/marketing/page-hero";
import { Avatar } from "@/components/ui/avatar";
import { Section, SectionHeading } from "@/components/ui/section";
import { site } from "@/config/site";
import { aboutHero, mission, story, values } from "@/content/about";
import { summaryStats } from "@/content/home";
import { servicesOverview } from "@/content/services";
import { tagPage } from "@/lib/content/cache";
import { CONTENT_TAGS } from "@/lib/content/cache-tags";
import { allProof, proofOf } from "@/lib/proof";
import { pageMetadata } from "@/lib/seo";
import "@/components/marketing/stats-band.css";
import "./about.css";
import { JsonLd } from "@/components/ui/json-ld";
import { organizationJsonLd } from "@/lib/structured-data";

export const metadata = pageMetadata({
  title: "About Us",
  description: `Meet ${site.company}, a small ${site.address.city} team of engineers and marketers helping small businesses put practical AI and automation to work.`,
  path: "/about-us",
});

export default async function AboutPage() {
  // The owner's team (the demo's until replaced), refreshed when saved.
  await tagPage(CONTENT_TAGS.proof);
  const team = proofOf(await allProof(), "team");
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <PageHero {...aboutHero} />

      <Section labelledBy="story-heading" className="story">
        <div>
          <SectionHeading
            id="story-heading"
            align="left"
            eyebrow="Our story"
            title="How We Got Here"
          />
          {story.map((paragraph, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content; a key is written into the RSC payload
            <p key={i}>{paragraph}</p>
          ))}
        </div>
        <aside aria-label={`${site.company} by the numbers`}>
          <p className="eb">By the numbers</p>
          <dl>
            {summaryStats.map((stat, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static content; a key is written into the RSC payload
              <div key={i}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
          <p>
            Based in {site.address.city}, {site.address.region}, working with owners and marketers
            across Texas and beyond.
          </p>
        </aside>
      </Section>

      <Section labelledBy="values-heading" className="alt">
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
          // The spec's words count two founders: said while the owner's team is two.
          title={team.length === 2 ? "Meet the Founders" : "Meet the Team"}
          intro={`The ${team.length === 2 ? "two " : ""}people you'll work with from the first strategy call to launch and beyond.`}
        />
        <ul className="team">
          {team.map((member, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content; a key is written into the RSC payload
            <li key={i}>
              <Avatar name={member.name} image={member.photo} size={112} className="sm:size-32!" />
              <div>
                <h3>{member.name}</h3>
                <p>{member.role}</p>
                <p>{member.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="mission-heading" className="band mission">
        <h2 id="mission-heading">{mission.heading}</h2>
        <p>{mission.statement}</p>
      </section>

      <CtaBand
        title={servicesOverview.ctaHeading}
        text={servicesOverview.ctaText}
        label={servicesOverview.ctaLabel}
      />
    </>
  );
}
