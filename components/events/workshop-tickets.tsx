// The workshop's tickets (the target of every "Reserve My Seat" button), how payment works, and
// the closing offer with its bonuses.

import { DarkPanel } from "@/components/marketing/cta-band";
import { Icon } from "@/components/ui/icon";
import { ArrowRight, CreditCard, ShieldCheck } from "@/components/ui/icons";
import { SectionHeading } from "@/components/ui/section";
import { site } from "@/config/site";
import {
  bonuses,
  closingOffer,
  pricingSection,
  scrollCtas,
  type TicketId,
  tickets,
} from "@/content/workshop";
import type { CheckoutConfig } from "@/lib/validations/workshop";
import { PhaseText } from "./event-phase";
import { ScrollToButton } from "./scroll-to-button";
import { TicketCard } from "./ticket-card";
import "./workshop.css";

export function WorkshopTickets({
  checkout,
  references,
  prices,
}: {
  checkout: CheckoutConfig;
  /** Each ticket's client-reference-id for Stripe. */
  references: Record<TicketId, string | null>;
  /** Each ticket's price as the owner set it (dollars). */
  prices: Partial<Record<TicketId, number>>;
}) {
  return (
    <section
      id={pricingSection.id}
      tabIndex={-1}
      aria-labelledby="pricing-heading"
      className="sec alt outline-none"
    >
      <SectionHeading
        id="pricing-heading"
        eyebrow={pricingSection.eyebrow}
        title={<PhaseText text={pricingSection.heading} />}
        intro={<PhaseText text={pricingSection.intro} />}
      />
      <ul className="tickets">
        {tickets.map((ticket) => (
          <li key={ticket.id}>
            <TicketCard
              ticket={ticket}
              checkout={checkout}
              clientReferenceId={references[ticket.id]}
              price={prices[ticket.id]}
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
      <div className="pay">
        <h3>
          <ShieldCheck />
          {pricingSection.paymentsHeading}
        </h3>
        <ul aria-label={pricingSection.paymentsLabel}>
          {pricingSection.payments.map((method) => (
            <li key={method}>
              <CreditCard />
              {method}
            </li>
          ))}
        </ul>
        <p>{pricingSection.paymentsText}</p>
      </div>
    </section>
  );
}

export function WorkshopClosingOffer() {
  return (
    <section aria-labelledby="offer-heading" className="wrap pb-16 sm:pb-24">
      <DarkPanel>
        <SectionHeading
          id="offer-heading"
          tone="dark"
          eyebrow={closingOffer.eyebrow}
          title={<PhaseText text={closingOffer.heading} />}
          intro={<PhaseText text={closingOffer.intro} />}
        />
        <ul className="bonus">
          {bonuses.map((bonus, index) => (
            <li key={bonus.title}>
              <span>
                <Icon name={bonus.icon} />
                {closingOffer.bonusLabel} {index + 1}
              </span>
              <h3>{bonus.title}</h3>
              <p>{bonus.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <ScrollToButton targetId={pricingSection.id} variant="inverse" size="lg">
            <PhaseText text={scrollCtas.getTickets} />
            <ArrowRight className="size-5" />
          </ScrollToButton>
        </div>
      </DarkPanel>
    </section>
  );
}
