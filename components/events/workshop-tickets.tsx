// The workshop's tickets (the target of every "Reserve My Seat" button), how payment works, and
// the closing offer with its bonuses.

import { Icon } from "@/components/ui/icon";
import { ArrowRight, CreditCard, ShieldCheck } from "@/components/ui/icons";
import { Container, SectionHeading } from "@/components/ui/section";
import { site } from "@/config/site";
import { bonuses, closingOffer, pricingSection, scrollCtas, tickets } from "@/content/workshop";
import type { CheckoutConfig } from "@/lib/validations/workshop";
import { PhaseText } from "./event-phase";
import { ScrollToButton } from "./scroll-to-button";
import { TicketCard } from "./ticket-card";

export function WorkshopTickets({ checkout }: { checkout: CheckoutConfig }) {
  return (
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
          title={<PhaseText text={pricingSection.heading} />}
          intro={<PhaseText text={pricingSection.intro} />}
        />
        <ul className="mx-auto mt-14 grid max-w-lg items-stretch gap-10 lg:max-w-4xl lg:grid-cols-2 lg:gap-8">
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <TicketCard
                ticket={ticket}
                checkout={checkout}
                popularLabel={pricingSection.popularLabel}
                priceUnit={pricingSection.priceUnit}
                bookingUrl={site.bookingPath}
                email={site.helloEmail}
                mailSubject={pricingSection.mailSubject}
                notOnSale={{
                  title: pricingSection.notOnSaleTitle,
                  text: <PhaseText text={pricingSection.notOnSaleText} />,
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
            aria-label={pricingSection.paymentsLabel}
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
  );
}

export function WorkshopClosingOffer() {
  return (
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
              title={<PhaseText text={closingOffer.heading} />}
              intro={<PhaseText text={closingOffer.intro} />}
            />
            <ul className="mx-auto mt-10 grid max-w-4xl gap-4 md:grid-cols-3">
              {bonuses.map((bonus, index) => (
                <li
                  key={bonus.title}
                  className="rounded-card border border-white/10 bg-white/10 p-5 text-left"
                >
                  <span className="inline-flex items-center gap-2 text-xs font-bold uppercase tracking-wider text-accent-300">
                    <Icon name={bonus.icon} className="size-4" />
                    {closingOffer.bonusLabel} {index + 1}
                  </span>
                  <h3 className="mt-2 text-lg font-semibold text-white">{bonus.title}</h3>
                  <p className="mt-1 text-sm leading-6 text-brand-100">{bonus.description}</p>
                </li>
              ))}
            </ul>
            <div className="mt-10 flex justify-center">
              <ScrollToButton targetId={pricingSection.id} variant="inverse" size="lg">
                <PhaseText text={scrollCtas.getTickets} />
                <ArrowRight className="size-5" aria-hidden />
              </ScrollToButton>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
