// Workshop landing page (spec §2): countdown, series pillars, hosts, tickets with Stripe buy
// buttons (or a "not on sale yet" state), details and the closing offer. Everything it says
// comes from content/workshop.ts.
import { ArrowDown, ArrowRight, Check, CreditCard, ShieldCheck, Star } from "lucide-react";
import type { Metadata } from "next";
import { EventCountdown } from "@/components/events/event-countdown";
import { ScrollToButton } from "@/components/events/scroll-to-button";
import { StripeScriptLoader } from "@/components/events/stripe-script-loader";
import { TicketCard, type TicketCheckout } from "@/components/events/ticket-card";
import { ComparisonCards } from "@/components/marketing/comparison-cards";
import { IconCardGrid } from "@/components/marketing/icon-card-grid";
import { SplitHero } from "@/components/marketing/split-hero";
import { Avatar } from "@/components/ui/avatar";
import { ExternalLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { JsonLd } from "@/components/ui/json-ld";
import { Container, Section, SectionHeading } from "@/components/ui/section";
import { site } from "@/config/site";
import {
  bonuses,
  buildCard,
  buildLive,
  buildLiveSection,
  closingOffer,
  comparisonSection,
  detailsSection,
  type EventDetail,
  experts,
  expertsSection,
  pillars,
  pillarsSection,
  pricingSection,
  scrollCtas,
  type TicketId,
  tickets,
  whatYouGet,
  whatYouGetSection,
  workshop,
  workshopBadges,
} from "@/content/workshop";
import { env } from "@/lib/env";
import { isCountdownOver } from "@/lib/events/countdown";
import { workshopJsonLd, workshopScheduleLabels, workshopTimes } from "@/lib/events/workshop";
import { cn } from "@/lib/utils/cn";

export const metadata: Metadata = {
  title: { absolute: workshop.title },
  description: workshop.metaDescription,
  alternates: { canonical: workshop.path },
  openGraph: {
    type: "website",
    title: workshop.title,
    description: workshop.metaDescription,
    url: workshop.path,
  },
};

/** Each ticket sells through Stripe only when the key and its own button id are both set. */
function ticketCheckouts(): Record<TicketId, TicketCheckout> {
  const key = env.STRIPE_PUBLISHABLE_KEY;
  const ids: Record<TicketId, string | undefined> = {
    standard: env.STRIPE_BUY_BUTTON_STANDARD,
    vip: env.STRIPE_BUY_BUTTON_VIP,
  };
  const checkout = (id: string | undefined): TicketCheckout =>
    key && id
      ? { kind: "stripe", buyButtonId: id, publishableKey: key, email: site.helloEmail }
      : { kind: "unavailable", bookingUrl: site.bookingPath, email: site.helloEmail };
  return { standard: checkout(ids.standard), vip: checkout(ids.vip) };
}

export default function WorkshopPage() {
  const { start } = workshopTimes();
  const schedule = workshopScheduleLabels();
  const checkouts = ticketCheckouts();
  const anyOnSale = tickets.some((t) => checkouts[t.id].kind === "stripe");
  // The page is regenerated daily; a start that has passed at render time stays passed, so the
  // browser's first render (zeros) matches. Before the start both render placeholders.
  const startedAtRender = isCountdownOver(start, Date.now());
  const jsonLd = workshopJsonLd({
    siteUrl: site.url,
    organizer: site.company,
    description: workshop.metaDescription,
    onSale: {
      standard: checkouts.standard.kind === "stripe",
      vip: checkouts.vip.kind === "stripe",
    },
    performers: experts,
  });
  const details: EventDetail[] = [
    { label: "Date", value: schedule.date, icon: "CalendarDays" },
    { label: "Time", value: schedule.time, icon: "Clock" },
    { label: "Duration", value: schedule.duration, icon: "Hourglass" },
    { label: "Where", value: workshop.platformLabel, icon: "MonitorPlay" },
    { label: "Access", value: detailsSection.linkNote, icon: "Mail" },
    { label: "Recording", value: detailsSection.recordingNote, icon: "Video" },
  ];

  return (
    <>
      <JsonLd data={jsonLd} />
      {anyOnSale && <StripeScriptLoader />}

      <SplitHero
        id="workshop-heading"
        eyebrow={workshop.eyebrow}
        title={workshop.headline}
        intro={workshop.intro}
        aside={
          <EventCountdown
            target={start.toISOString()}
            startedAtRender={startedAtRender}
            heading={workshop.countdownHeading}
            endedHeading={workshop.endedHeading}
            schedule={
              <p>
                <span className="font-semibold text-ink">{schedule.date}</span>
                <br />
                {schedule.time} · {workshop.platformLabel}
              </p>
            }
            endedNote={
              <p>
                {workshop.endedNote}{" "}
                <ExternalLink
                  href={site.bookingPath}
                  className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {workshop.endedCta}
                </ExternalLink>
                .
              </p>
            }
          />
        }
      >
        <ul aria-label="Included" className="mt-6 flex flex-wrap gap-2">
          {workshopBadges.map((badge) => (
            <li
              key={badge.label}
              className="inline-flex items-center gap-1.5 rounded-pill bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800"
            >
              <Icon name={badge.icon} className="size-4" />
              {badge.label}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <ScrollToButton targetId={pricingSection.id} size="lg">
            {scrollCtas.reserve}
            <ArrowDown className="size-5" aria-hidden />
          </ScrollToButton>
          <ScrollToButton targetId={pricingSection.id} variant="secondary" size="lg">
            {scrollCtas.viewPricing}
          </ScrollToButton>
        </div>
      </SplitHero>

      <Section labelledBy="pillars-heading">
        <SectionHeading
          id="pillars-heading"
          eyebrow={pillarsSection.eyebrow}
          title={pillarsSection.heading}
          intro={pillarsSection.intro}
        />
        <ul className="mt-12 grid items-stretch gap-6 md:grid-cols-3">
          {pillars.map((pillar) => (
            <li
              key={pillar.stage}
              className={cn(
                "relative flex flex-col rounded-card bg-white p-6 sm:p-8",
                pillar.emphasised
                  ? "border-2 border-brand-500 shadow-lift md:-my-3 md:py-11"
                  : "border border-line shadow-card",
              )}
            >
              {pillar.emphasised && (
                <p className="absolute -top-3.5 left-6 inline-flex items-center gap-1 rounded-pill bg-brand-600 px-3 py-1 text-xs font-bold uppercase tracking-wider text-white">
                  <Star className="size-3" aria-hidden />
                  {pillarsSection.emphasisLabel}
                </p>
              )}
              <span
                className={cn(
                  "inline-flex size-11 items-center justify-center rounded-xl",
                  pillar.emphasised ? "bg-brand-600 text-white" : "bg-brand-50 text-brand-600",
                )}
              >
                <Icon name={pillar.icon} className="size-6" />
              </span>
              <p className="mt-5 text-sm font-semibold uppercase tracking-wider text-brand-600">
                {pillar.stage}
              </p>
              <h3 className="mt-1 text-xl font-semibold text-ink">{pillar.title}</h3>
              <p className="mt-3 leading-7 text-muted">{pillar.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-5 rounded-card border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center sm:p-8">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-900 text-white">
            <Icon name={buildCard.icon} className="size-6" />
          </span>
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">
              {buildCard.stage}
            </p>
            <h3 className="mt-1 text-xl font-semibold text-ink">{buildCard.title}</h3>
            <p className="mt-2 leading-7 text-muted">{buildCard.description}</p>
          </div>
        </div>
      </Section>

      <Section labelledBy="build-live-heading" className="bg-surface">
        <SectionHeading
          id="build-live-heading"
          eyebrow={buildLiveSection.eyebrow}
          title={buildLiveSection.heading}
          intro={buildLiveSection.intro}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {buildLive.map((card) => (
            <li
              key={card.title}
              className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-500/10 text-accent-700">
                <Icon name={card.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-ink">{card.title}</h3>
              <p className="mt-2 leading-7 text-muted">{card.description}</p>
              <ul className="mt-5 space-y-2">
                {card.outcomes.map((outcome) => (
                  <li key={outcome} className="flex gap-3 text-sm leading-6 text-ink">
                    <Check className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
                    {outcome}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex justify-center">
          <ScrollToButton
            targetId={pricingSection.id}
            size="lg"
            className="h-auto! min-h-12 py-3 text-center"
          >
            {scrollCtas.secureSpot}
            <ArrowRight className="size-5 shrink-0" aria-hidden />
          </ScrollToButton>
        </div>
      </Section>

      <Section labelledBy="experts-heading">
        <SectionHeading
          id="experts-heading"
          eyebrow={expertsSection.eyebrow}
          title={expertsSection.heading}
          intro={expertsSection.intro}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {experts.map((expert) => (
            <li
              key={expert.name}
              className="flex flex-col items-center rounded-card border border-line bg-white p-6 text-center shadow-card sm:p-8"
            >
              <Avatar name={expert.name} image={expert.image} size={96} />
              <h3 className="mt-5 text-lg font-semibold text-ink">{expert.name}</h3>
              <p className="mt-1 text-sm font-semibold text-brand-600">{expert.role}</p>
              <p className="mt-3 leading-7 text-muted">{expert.focus}</p>
            </li>
          ))}
        </ul>
      </Section>

      <section
        id={pricingSection.id}
        tabIndex={-1}
        aria-labelledby="pricing-heading"
        className="bg-surface py-16 outline-none sm:py-24"
      >
        <Container>
          <SectionHeading
            id="pricing-heading"
            eyebrow={pricingSection.eyebrow}
            title={pricingSection.heading}
            intro={pricingSection.intro}
          />
          <ul className="mx-auto mt-14 grid max-w-lg items-stretch gap-10 lg:max-w-4xl lg:grid-cols-2 lg:gap-8">
            {tickets.map((ticket) => (
              <li key={ticket.id}>
                <TicketCard
                  ticket={ticket}
                  checkout={checkouts[ticket.id]}
                  popularLabel={pricingSection.popularLabel}
                  notOnSale={{
                    title: pricingSection.notOnSaleTitle,
                    text: pricingSection.notOnSaleText,
                    bookLabel: pricingSection.notOnSaleBookLabel,
                    emailLabel: pricingSection.notOnSaleEmailLabel,
                    checkoutHelp: pricingSection.checkoutHelp,
                  }}
                />
              </li>
            ))}
          </ul>
          <div className="mx-auto mt-10 flex max-w-4xl flex-col items-center gap-3 text-center">
            <h3 className="flex items-center gap-2 text-sm font-semibold text-ink">
              <ShieldCheck className="size-4 text-emerald-600" aria-hidden />
              {pricingSection.paymentsHeading}
            </h3>
            <ul
              aria-label="Accepted payment methods"
              className="flex flex-wrap justify-center gap-2"
            >
              {pricingSection.payments.map((method) => (
                <li
                  key={method}
                  className="inline-flex items-center gap-1.5 rounded-pill border border-line bg-white px-3 py-1 text-sm font-medium text-ink"
                >
                  <CreditCard className="size-4 text-muted" aria-hidden />
                  {method}
                </li>
              ))}
            </ul>
            <p className="text-sm text-muted">{pricingSection.paymentsText}</p>
          </div>
        </Container>
      </section>

      <Section labelledBy="comparison-heading">
        <SectionHeading
          id="comparison-heading"
          eyebrow={comparisonSection.eyebrow}
          title={comparisonSection.heading}
        />
        <ComparisonCards before={comparisonSection.old} after={comparisonSection.new} />
      </Section>

      <section aria-labelledby="details-heading" className="bg-brand-950 py-16 sm:py-20">
        <Container>
          <SectionHeading
            id="details-heading"
            tone="dark"
            eyebrow={detailsSection.eyebrow}
            title={detailsSection.heading}
          />
          <dl className="mx-auto mt-12 grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {details.map((detail) => (
              <div
                key={detail.label}
                className="rounded-card border border-white/10 bg-white/5 p-5"
              >
                <dt className="flex items-center gap-3 text-sm font-semibold text-brand-200">
                  <Icon name={detail.icon} className="size-5 shrink-0 text-accent-300" />
                  {detail.label}
                </dt>
                <dd className="mt-1 pl-8 leading-6 text-white">{detail.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <Section labelledBy="what-you-get-heading">
        <SectionHeading
          id="what-you-get-heading"
          eyebrow={whatYouGetSection.eyebrow}
          title={whatYouGetSection.heading}
        />
        <IconCardGrid cards={whatYouGet} />
      </Section>

      <section aria-labelledby="offer-heading" className="pb-16 sm:pb-24">
        <Container>
          <div className="relative overflow-hidden rounded-3xl bg-brand-900 px-6 py-14 shadow-lift sm:px-12">
            <div
              aria-hidden
              className="pointer-events-none absolute -left-20 -top-20 size-72 rounded-full bg-brand-600/40 blur-3xl"
            />
            <div
              aria-hidden
              className="pointer-events-none absolute -bottom-24 -right-10 size-72 rounded-full bg-accent-500/20 blur-3xl"
            />
            <div className="relative">
              <SectionHeading
                id="offer-heading"
                tone="dark"
                eyebrow={closingOffer.eyebrow}
                title={closingOffer.heading}
                intro={closingOffer.intro}
              />
              <ul className="mx-auto mt-10 grid max-w-4xl gap-4 md:grid-cols-3">
                {bonuses.map((bonus, index) => (
                  <li
                    key={bonus.title}
                    className="rounded-card border border-white/10 bg-white/10 p-5 text-left"
                  >
                    <span className="inline-flex items-center gap-2 text-xs font-bold uppercase tracking-wider text-accent-300">
                      <Icon name={bonus.icon} className="size-4" />
                      Bonus {index + 1}
                    </span>
                    <h3 className="mt-2 text-lg font-semibold text-white">{bonus.title}</h3>
                    <p className="mt-1 text-sm leading-6 text-brand-100">{bonus.description}</p>
                  </li>
                ))}
              </ul>
              <div className="mt-10 flex justify-center">
                <ScrollToButton targetId={pricingSection.id} variant="inverse" size="lg">
                  {scrollCtas.getTickets}
                  <ArrowRight className="size-5" aria-hidden />
                </ScrollToButton>
              </div>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
